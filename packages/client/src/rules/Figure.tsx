import { useI18n } from '../i18n/I18n';
import { Dial } from '../table/board/Dial';
import { Markers } from '../table/board/Markers';
import { Validation } from '../table/board/Validation';
import { Wire } from '../table/board/Wire';
import { DRAWINGS, drawingText, standName, type DrawnStand, type Drawing } from './drawings';
import type { FigureId } from './sections';

/** A stand drawn with the table's own wire tiles, which here point at nothing. */
function DrawnStandView({ stand }: { stand: DrawnStand }) {
  const { t } = useI18n();
  const name = standName(stand, t);
  return (
    <div className={`stand rules-stand${stand.own ? ' stand--own' : ''}`}>
      <div className="stand-caption">
        <span className="stand-name">{name}</span>
      </div>
      <div className="stand-wires">
        {stand.wires.map((wire, index) => (
          <Wire
            key={index}
            wireRef={{ seat: stand.own ? 0 : 1, stand: 0, index }}
            wire={wire}
            stand={name}
            marks={wire.pointed ? { enabled: false, selected: true } : null}
            tabbable={false}
            chances={undefined}
            animation={undefined}
            onWire={undefined}
            buttonRef={null}
            redValues={[]}
          />
        ))}
      </div>
    </div>
  );
}

function DrawingView({ drawing }: { drawing: Drawing }) {
  if ('stands' in drawing)
    return drawing.stands.map((stand, i) => <DrawnStandView key={i} stand={stand} />);
  if ('dial' in drawing) return <Dial dial={drawing.dial} />;
  if ('markers' in drawing)
    return <Markers view={{ markers: drawing.markers, stands: [], status: 'playing' }} />;
  return <Validation validated={drawing.validated} mission={4} redValues={[]} />;
}

/**
 * One drawing and its caption. The drawing is an image to assistive technology: its text
 * alternative says what it shows, the caption what it means.
 */
export function Figure({ id }: { id: FigureId }) {
  const { t } = useI18n();
  const drawing = DRAWINGS[id];
  return (
    <figure className="rules-figure" data-figure={id}>
      <div className="rules-drawing" role="img" aria-label={drawingText(drawing, t)}>
        <div className="rules-drawing-parts" aria-hidden="true">
          <DrawingView drawing={drawing} />
        </div>
      </div>
      <figcaption>{t(`rules.figure.${id}`)}</figcaption>
    </figure>
  );
}
