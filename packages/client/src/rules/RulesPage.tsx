import { BASE_CARDS, EXTRA_CARDS, MISSION_IDS } from '@bomb-busters/engine/data';
import { useEffect } from 'react';
import { PageLink } from '../app/PageLink';
import { LEARN_PATH } from '../app/router';
import { useI18n } from '../i18n/I18n';
import { EquipmentCards } from '../table/board/EquipmentCards';
import { Figure } from './Figure';
import { SECTIONS, sectionOf, type Block, type Section } from './sections';
import { missionsPlayed, STICKERS, stickerInPlay } from './stickers';
// The table's look of wires, the detonator and equipment cards, drawn here as at the table.
import '../table/board/board.css';
import './rules.css';

const TOC_ID = 'contents';

/** Every card the table knows, locked: what unlocks each, its name and what it does. */
const ALL_CARDS = [...BASE_CARDS, ...EXTRA_CARDS].map((card) => ({
  card,
  state: 'locked' as const,
}));

/** Rule stickers A, B, C, each saying whether this table's missions reach it. */
function Stickers() {
  const { t, tn } = useI18n();
  const played = missionsPlayed(MISSION_IDS);
  return (
    <>
      <ul className="rules-stickers">
        {STICKERS.map((sticker) => {
          const inPlay = stickerInPlay(sticker, played);
          return (
            <li key={sticker} data-sticker={sticker} data-in-play={inPlay}>
              {t(`rules.sticker.${sticker}`)}{' '}
              <span className={`rules-sticker-state${inPlay ? ' is-in-play' : ''}`}>
                <span aria-hidden="true">{inPlay ? '✔' : '○'}</span>{' '}
                {t(inPlay ? 'rules.sticker.inPlay' : 'rules.sticker.notYet')}
              </span>
            </li>
          );
        })}
      </ul>
      <p>
        {tn('rules.stickers.missions', played.newMissions, {
          first: played.first,
          last: played.last,
        })}
      </p>
    </>
  );
}

function BlockView({ block }: { block: Block }) {
  const { t } = useI18n();
  if ('figure' in block) return <Figure id={block.figure} />;
  if ('equipment' in block) return <EquipmentCards equipment={ALL_CARDS} />;
  if ('stickers' in block) return <Stickers />;
  const letter = 'letter' in block && block.letter ? t(`board.short.${block.letter}`) : '';
  const text = <p>{t(block.text, { letter })}</p>;
  if (!('items' in block)) return text;
  return (
    <>
      {text}
      <ul>
        {block.items.map((item) => (
          <li key={item}>{t(item)}</li>
        ))}
      </ul>
    </>
  );
}

function RulesSection({ section }: { section: Section }) {
  const { t } = useI18n();
  return (
    <section className="rules-section" id={section.id} aria-labelledby={`${section.id}-title`}>
      <h2 id={`${section.id}-title`}>{t(section.title)}</h2>
      {section.blocks.map((block, i) => (
        <BlockView key={i} block={block} />
      ))}
      <p className="rules-top">
        <a href={`#${TOC_ID}`}>
          <span aria-hidden="true">↑ </span>
          {t('rules.backToTop')}
        </a>
      </p>
    </section>
  );
}

/**
 * How to play: the base rules in our own words, one section per rule, with drawings made of the
 * table's own pieces. A link to /rules#<section> opens at that section.
 */
export function RulesPage() {
  const { t } = useI18n();
  useEffect(() => {
    document.title = t('rules.documentTitle', { title: t('app.title') });
    return () => void (document.title = t('app.title'));
  }, [t]);
  // The page arrives after the browser looked for the hash's target: go there now, or to the top
  // when coming from another page of the app.
  useEffect(() => {
    const section = sectionOf(location.hash);
    if (section) document.getElementById(section.id)?.scrollIntoView();
    else scrollTo(0, 0);
  }, []);
  return (
    <article className="rules" data-testid="rules" aria-labelledby="rules-title">
      <h1 id="rules-title">{t('rules.title')}</h1>
      <p className="rules-intro">{t('rules.intro')}</p>
      <p className="rules-intro">
        <PageLink href={LEARN_PATH} data-action="learn">
          {t('learn.link')}
        </PageLink>
      </p>
      <nav className="rules-toc" id={TOC_ID} aria-labelledby="rules-toc-title">
        <h2 id="rules-toc-title">{t('rules.toc')}</h2>
        <ol>
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{t(section.title)}</a>
            </li>
          ))}
        </ol>
      </nav>
      {SECTIONS.map((section) => (
        <RulesSection key={section.id} section={section} />
      ))}
    </article>
  );
}
