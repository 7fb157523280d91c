/**
 * The game's words, one form per language. `form` is how the term is written (its first letter
 * may be upper or lower case, for the start of a sentence); `variants` are other ways of saying
 * the same thing, which a catalog must not use. The i18n test checks, for every catalog text:
 * each mention of a term (its form in any case, or a variant) is the one form; and a text whose
 * English mentions the term mentions it in the translation too.
 */
import type { Language } from '../src/i18n/translate';

export interface Spelling {
  /** The one form (a plain string; its first letter's case is free). */
  readonly form: string;
  /** The same form inflected (a plural), plain strings too. */
  readonly inflections?: readonly string[];
  /** Regular expression sources for other wordings of the term (matched case-insensitively). */
  readonly variants?: readonly string[];
}

export interface Term {
  readonly name: string;
  /** null: not checked in that language (the word has other meanings there). */
  readonly spelling: Readonly<Record<Language, Spelling | null>>;
  /** The form's case matters entirely (START, not "start"). */
  readonly caseSensitive?: boolean;
  /** Keys whose translation may leave the term out (a shorter phrasing). */
  readonly optional?: readonly string[];
}

const s = (form: string, ...variants: string[]): Spelling => ({ form, variants });
/** A form and its plural (or other inflections), then variants. */
const p = (forms: readonly string[], ...variants: string[]): Spelling => ({
  form: forms[0] ?? '',
  inflections: forms.slice(1),
  variants,
});

export const GLOSSARY: readonly Term[] = [
  {
    name: 'Double Detector',
    spelling: {
      en: s('Double Detector', 'double-detector'),
      fr: s('Détecteur double', 'double détecteur'),
      nl: s('dubbele detector', 'dubbel detector', 'dubbele-detector'),
      vi: s('Máy dò đôi', 'máy dò kép'),
    },
  },
  {
    name: 'Triple Detector',
    spelling: {
      en: s('Triple Detector'),
      fr: s('Détecteur triple', 'triple détecteur'),
      nl: s('drievoudige detector', 'driedubbele detector', 'tripledetector'),
      vi: s('Máy dò ba'),
    },
  },
  {
    name: 'Super Detector',
    spelling: {
      en: s('Super Detector', 'superdetector'),
      fr: s('Super détecteur', 'superdétecteur', 'super-détecteur'),
      nl: s('Superdetector', 'super detector', 'super-detector'),
      vi: s('Siêu máy dò'),
    },
  },
  {
    name: 'detonator',
    spelling: {
      en: s('detonator', '\\bdial\\b'),
      fr: s('détonateur', '\\bcompteur'),
      nl: s('ontsteker', '\\bteller\\b'),
      vi: s('kíp nổ', 'đồng hồ'),
    },
  },
  {
    name: 'skull',
    spelling: {
      en: s('skull'),
      fr: s('tête de mort', 'crâne'),
      nl: s('doodskop', 'schedel'),
      vi: s('đầu lâu'),
    },
  },
  {
    name: 'stand',
    spelling: {
      en: s('stand', '\\brack'),
      fr: s('support', 'chevalet', 'présentoir'),
      nl: s('standaard', '\\brek(je|ken)?\\b'),
      // "giá" alone is also the start of "giá trị" (value): a stand is always "giá dây".
      vi: s('giá dây', 'giá(?! trị| dây)'),
    },
  },
  {
    name: 'wire',
    spelling: { en: s('wire'), fr: s('fil'), nl: s('dra'), vi: s('dây') },
    optional: ['board.equipment.2.text'],
  },
  {
    name: 'info token',
    spelling: {
      en: s('info token', 'information token'),
      fr: p(['jeton info', 'jetons info'], "jetons? d[’']info", "jetons? d[’']information"),
      nl: s('infofiche', '(?<![=≠]-)\\bfiche\\b', 'startfiche', 'informatiefiche'),
      vi: s('thẻ thông tin', 'thẻ \\{value\\}'),
    },
  },
  {
    name: 'mission sheet',
    spelling: {
      en: s('mission sheet', '(?<!mission )\\bsheet\\b'),
      fr: s('feuille de mission', 'fiche de mission', '\\bfeuille\\b(?! de mission)'),
      // "missiekaart" is the mission card (mission 11's Number card lies on it), another term.
      nl: s('missieblad', 'missievel', '\\bblad\\b'),
      vi: s('tờ nhiệm vụ', 'phiếu nhiệm vụ'),
    },
  },
  {
    name: 'cartouche',
    spelling: {
      en: s('cartouche', '(?<!(surprise|base) )\\bbox(es)?\\b'),
      fr: s('cartouche'),
      nl: s('cartouche'),
      // "ô" alone is a cell: a cartouche is always "ô khung".
      vi: s('ô khung', '(?<!ô )khung'),
    },
  },
  {
    name: 'START',
    caseSensitive: true,
    spelling: {
      en: s('START'),
      fr: s('DÉPART'),
      nl: s('START'),
      vi: s('START', 'ĐIỂM XUẤT PHÁT', 'XUẤT PHÁT'),
    },
  },
  {
    name: 'tick (a cell)',
    // Other languages have one verb already ("cocher", "afvinken", "đánh dấu": also "to mark").
    spelling: {
      en: s('tick', '\\b(un)?check(s|ed)?\\b(?! your)'),
      fr: null,
      nl: null,
      vi: null,
    },
  },
  {
    name: 'solo cut',
    spelling: {
      en: s('solo cut', 'solo-cut'),
      fr: s('coupe solo', 'coupe en solo', 'solo-coupe'),
      nl: s('solo knippen', 'solo-?knip\\b', 'solo-knippen'),
      vi: s('cắt một mình', 'tự cắt'),
    },
  },
  {
    name: 'dual cut',
    spelling: {
      en: s('dual cut', 'double cut'),
      fr: s('coupe double', 'coupe duo'),
      nl: s('dubbel knippen', 'dubbele knip'),
      vi: s('cắt đôi'),
    },
  },
  {
    name: 'equipment card',
    spelling: {
      en: s('equipment card'),
      fr: p(['carte équipement', 'cartes équipement'], "cartes? d[’']équipement"),
      nl: s('uitrustingskaart'),
      vi: s('thẻ trang bị'),
    },
  },
  {
    name: 'character card',
    spelling: {
      en: s('character card'),
      fr: p(['carte personnage', 'cartes personnage'], 'cartes? de personnage'),
      nl: s('personagekaart'),
      vi: s('thẻ nhân vật'),
    },
  },
  {
    name: 'sequence card',
    spelling: {
      en: s('sequence card', '\\bsequence\\b(?! card)'),
      fr: s('carte séquence', 'cartes? de séquence', '(?<!carte )\\bséquence\\b'),
      nl: s('volgordekaart', 'reekskaart', 'sequentiekaart', 'volgorde-kaart'),
      vi: s('thẻ trình tự', 'thẻ thứ tự', 'thẻ chuỗi'),
    },
  },
  {
    name: 'Number card',
    spelling: {
      en: s('Number card', 'numbered card', 'number tile'),
      fr: p(
        ['carte numéro', 'cartes numéro'],
        'cartes? de numéro',
        'cartes? nombre',
        'cartes? chiffre',
      ),
      nl: s('nummerkaart', 'getalkaart', 'cijferkaart', 'nummer-kaart'),
      vi: s('thẻ số', 'thẻ con số', 'lá số'),
    },
  },
  {
    name: 'False Bottom',
    spelling: {
      en: s('False Bottom', 'false-bottom', 'double bottom'),
      fr: s('Double fond', 'double-fond', 'faux fond'),
      nl: s('Dubbele bodem', 'dubbele-bodem', 'valse bodem'),
      vi: s('Đáy giả', 'đáy kép'),
    },
  },
  {
    name: 'teammate',
    spelling: {
      en: s('teammate', 'team-mate', 'partner'),
      fr: s('coéquipier', 'partenaire'),
      nl: p(['teamgenoot', 'teamgenoten'], 'teamgenote', 'medespeler'),
      vi: s('đồng đội'),
    },
  },
  {
    name: 'captain',
    spelling: {
      en: s('captain'),
      fr: s('capitaine'),
      nl: s('kapitein'),
      vi: s('đội trưởng'),
    },
  },
  {
    name: 'mission card',
    spelling: {
      en: s('mission card'),
      fr: s('carte mission', 'carte de (la )?mission'),
      nl: s('missiekaart', 'kaart van de missie'),
      vi: s('thẻ nhiệm vụ', 'lá nhiệm vụ'),
    },
  },
  {
    name: 'rookie',
    spelling: {
      en: s('rookie', 'novice', 'newbie', '\\bnoob'),
      fr: s('recrue', '\\bnovice', '\\bdébutant'),
      nl: s('groentje', 'nieuweling', 'beginneling'),
      vi: s('lính mới', 'tân binh', 'người mới'),
    },
  },
  {
    name: 'star wire',
    spelling: {
      en: s('star wire'),
      fr: p(['fil étoile', 'fils étoile'], 'fils? étoilés?'),
      nl: s('sterdra', 'ster-dra'),
      vi: s('dây ngôi sao', 'dây sao'),
    },
  },
  {
    name: 'Walkie-Talkies',
    spelling: {
      en: s('Walkie-Talkies', 'walkie talkies'),
      fr: s('Talkies-walkies', 'talkie-walkie\\b'),
      nl: s('Walkietalkies', 'walkie-talkies'),
      vi: s('Bộ đàm'),
    },
  },
  {
    name: 'Post-it',
    spelling: { en: s('Post-it'), fr: s('Post-it'), nl: s('Post-it'), vi: s('Giấy ghi chú') },
  },
  {
    name: 'Rewinder',
    spelling: {
      en: s('Rewinder'),
      fr: s('Rembobineur'),
      nl: s('Terugspoeler'),
      vi: s('Tua ngược'),
    },
  },
  {
    name: 'Emergency Batteries',
    spelling: {
      en: s('Emergency Batteries'),
      fr: s('Batteries de secours'),
      nl: s('Noodbatterijen'),
      vi: s('Pin dự phòng'),
    },
  },
  {
    name: 'General Radar',
    spelling: {
      en: s('General Radar'),
      fr: s('Radar général'),
      nl: s('Algemene radar'),
      vi: s('Radar tổng'),
    },
  },
  {
    name: 'Stabilizer',
    spelling: {
      en: s('Stabilizer', 'stabiliser'),
      fr: s('Stabilisateur'),
      nl: s('Stabilisator'),
      vi: s('Bộ ổn định'),
    },
  },
  {
    name: 'X or Y Ray',
    spelling: {
      en: s('X or Y Ray'),
      fr: s('Rayon X ou Y'),
      nl: s('X- of Y-straal'),
      vi: s('Tia X hoặc Y'),
    },
  },
  {
    name: 'Coffee Mug',
    spelling: {
      en: s('Coffee Mug'),
      fr: s('Tasse de café'),
      nl: s('Koffiemok'),
      vi: s('Cốc cà phê'),
    },
  },
  {
    name: 'false token',
    spelling: {
      en: p(['false token', 'false tokens'], 'fake token', 'lying token'),
      fr: p(['faux jeton info', 'faux jetons info'], 'jetons? menteurs?', 'jetons? info faux'),
      nl: p(['vals infofiche', 'valse infofiches'], 'leugenfiche', 'nepfiche'),
      vi: s('thẻ thông tin sai', 'thẻ thông tin giả', 'thẻ nói dối'),
    },
  },
  {
    name: 'face down',
    spelling: {
      en: p(['face down', 'face-down'], 'facedown', 'upside down'),
      fr: s('face cachée', 'face en bas', "retournée? à l[’']envers"),
      nl: p(['gedekt', 'gedekte'], 'met de rug naar boven', 'omgekeerd'),
      vi: s('úp xuống', 'úp mặt', 'mặt úp'),
    },
  },
  {
    // Mission 10's call that takes a turn nobody holds: the same word in every language.
    name: 'Snip!',
    caseSensitive: true,
    spelling: {
      en: s('Snip!', '\\bsnip\\b(?!!)', '\\bSnip\\b(?!!)'),
      fr: s('Snip !', '\\bsnip\\b(?! !)', '\\bSnip\\b(?! !)', 'Clac ?!'),
      nl: s('Snip!', '\\bsnip\\b(?!!)', '\\bSnip\\b(?!!)', 'Knip!'),
      vi: s('Snip!', '\\bsnip\\b(?!!)', '\\bSnip\\b(?!!)'),
    },
  },
  {
    name: 'Rhett',
    spelling: { en: s('Rhett'), fr: s('Rhett'), nl: s('Rhett'), vi: s('Rhett') },
  },
  {
    // Mission 20's unsorted last wire, out of every equipment's reach. Its case matters: "dây
    // xanh" is a blue wire.
    name: 'X wire',
    caseSensitive: true,
    spelling: {
      en: p(['X wire', 'X wires'], 'X-wire'),
      fr: p(['fil X', 'fils X'], 'fil-X'),
      nl: p(['X-draad', 'X-draden'], 'X draad'),
      vi: s('dây X'),
    },
  },
  {
    // The info tokens not in play (missions 22, 27 take from it); not the equipment pile.
    name: 'supply',
    spelling: {
      en: s('supply', '\\breserve\\b', 'token pool'),
      fr: s('réserve', 'pioche de jetons', 'stock de jetons'),
      nl: s('voorraad', 'reserve', 'fichepot'),
      vi: s('kho thẻ', 'kho dự trữ', 'chồng thẻ thông tin'),
    },
  },
  {
    name: 'Captain Careless',
    spelling: {
      en: s('Captain Careless'),
      fr: s('Capitaine Étourdi'),
      nl: s('Kapitein Kluns'),
      vi: s('Đội trưởng Cẩu thả'),
    },
  },
];
