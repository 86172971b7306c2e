/**
 * Every string `<hexone-board>` shows or announces, in French and English, exported so the site can
 * word errors and moves exactly as the board does:
 *
 *   describeError({ code: 'centre-forbidden', cell: 'c3' }, 'fr')   // "Personne ne pose sur le centre (c3)."
 *   describeEvents(result.events, 'en')                              // "Black places on b2. White to play."
 *
 * Messages are small functions of their parameters (plurals and word order differ between the two
 * languages); colour names come from `names`, so a page can call the sides "Blue" and "Red".
 */
import type { Cell, ErrorCode, GameEvent, Player, RuleError, TileState } from '../engine/types.js';

export const LANGS = ['en', 'fr'] as const;
export type Lang = (typeof LANGS)[number];
/** The display names of the two sides: `{ b: 'Black', w: 'White' }` by default. */
export type Names = Record<Player, string>;

/** Errors the element adds to the engine's: a broken attribute, a computer player that failed. */
export type BoardErrorCode = ErrorCode | 'invalid-attribute' | 'computer-failed';
export interface BoardError extends Omit<RuleError, 'code'> {
  code: BoardErrorCode;
  attribute?: string; // 'exits'
  value?: string; // the attribute's text as given
  expected?: string; // 'classic, express, long'
}

/** `fr-CA` → `fr`; anything else unknown → `en`. */
export function resolveLang(value: string | null | undefined): Lang {
  const base = (value ?? '').toLowerCase().split('-')[0];
  return (LANGS as readonly string[]).includes(base) ? (base as Lang) : 'en';
}

const NAMES: Record<Lang, Names> = { en: { b: 'Black', w: 'White' }, fr: { b: 'Noir', w: 'Blanc' } };
export function defaultNames(lang: Lang): Names {
  return NAMES[lang];
}

type Params = RuleError & BoardError & { n?: number };
const list = (cells: readonly string[] | undefined) => (cells ?? []).join(', ');
/** `text` wrapped in `before`/`after` when there is any: the optional parts of a sentence. */
const opt = (text: unknown, before: string, after = '') => (text ? before + text + after : '');
/** Plural ending: English counts 0 as plural, French does not. */
const ending = (n: number, lang: Lang, plural = 's') => ((lang === 'fr' ? n > 1 : n !== 1) ? plural : '');
const pawns = (n: number, lang: Lang) => `${n} ${lang === 'fr' ? 'pion' : 'pawn'}${ending(n, lang)}`;

const ERRORS: Record<Lang, Record<BoardErrorCode, (p: Params) => string>> = {
  en: {
    'unknown-cell': (p) => `"${p.cell}" is not a cell of the board (a1 to e5).`,
    'game-over': () => 'The game is over.',
    'must-explode': () => 'A chain is under way: explode a cell first.',
    'must-place': () => 'Nothing can explode now: place a pawn.',
    'opening-first-ring': (p) => `Opening pawns go on the ring around the centre, not on ${p.cell}.`,
    'opening-occupied': (p) => `${p.cell} is taken: the second opening pawn needs another cell.`,
    'centre-forbidden': () => 'Nobody places on the centre (c3).',
    'opponent-cell': (p) => `${p.cell} holds the opponent's pawns.`,
    'not-connected': (p) => `${p.cell} is not next to one of your cells.`,
    'tile-removed': (p) => `The tile ${p.cell} has been removed.`,
    'not-explodable': (p) => `Only the fullest cells can explode${opt(list(p.explodable), ': ')}.`,
    'not-on-y': (p) => `${p.toward} is not next to ${p.cell}.`,
    'invalid-state': (p) => `This game state is not valid${opt(p.reason, ' (', ')')}.`,
    'invalid-notation': (p) => `Cannot read this text${opt(p.text, ' at "', '"')}${opt(p.move, ' (move ', ')')}${opt(p.reason, ': ')}.`,
    'cannot-pass': () => 'You can only pass when you cannot place anywhere.',
    'must-pass': () => 'Your only pawns are on the surrounded centre: you cannot place, so you pass.',
    'nothing-to-undo': () => 'Nothing to undo.',
    'nothing-to-redo': () => 'Nothing to redo.',
    'nothing-selected': () => 'No cell is selected.',
    'invalid-attribute': (p) => `The ${p.attribute} attribute "${p.value}" is not valid; expected ${p.expected}.`,
    'computer-failed': (p) => `The computer could not play${opt(p.reason, ' (', ')')}.`,
  },
  fr: {
    'unknown-cell': (p) => `« ${p.cell} » n'est pas une case du plateau (a1 à e5).`,
    'game-over': () => 'La partie est finie.',
    'must-explode': () => "Une réaction en chaîne est en cours : faites d'abord exploser une case.",
    'must-place': () => 'Rien ne peut exploser : posez un pion.',
    'opening-first-ring': (p) => `Les pions d'ouverture vont sur l'anneau autour du centre, pas en ${p.cell}.`,
    'opening-occupied': (p) => `${p.cell} est prise : le second pion d'ouverture va sur une autre case.`,
    'centre-forbidden': () => 'Personne ne pose sur le centre (c3).',
    'opponent-cell': (p) => `${p.cell} porte des pions adverses.`,
    'not-connected': (p) => `${p.cell} ne touche aucune de vos cases.`,
    'tile-removed': (p) => `La tuile ${p.cell} a été retirée.`,
    'not-explodable': (p) => `Seules les cases les plus pleines peuvent exploser${opt(list(p.explodable), ' : ')}.`,
    'not-on-y': (p) => `${p.toward} n'est pas voisine de ${p.cell}.`,
    'invalid-state': (p) => `Cet état de partie n'est pas valide${opt(p.reason, ' (', ')')}.`,
    // The engine's reason is in English only: left out here.
    'invalid-notation': (p) => `Texte illisible${opt(p.text, ' à « ', ' »')}${opt(p.move, ' (coup ', ')')}.`,
    'cannot-pass': () => 'On ne passe que si l’on ne peut poser nulle part.',
    'must-pass': () => 'Vos seuls pions sont au centre, encerclé : impossible de poser, vous passez.',
    'nothing-to-undo': () => 'Rien à annuler.',
    'nothing-to-redo': () => 'Rien à rétablir.',
    'nothing-selected': () => "Aucune case n'est choisie.",
    'invalid-attribute': (p) => `L'attribut ${p.attribute} « ${p.value} » n'est pas valide ; valeurs possibles : ${p.expected}.`,
    'computer-failed': (p) => `L'ordinateur n'a pas pu jouer${opt(p.reason, ' (', ')')}.`,
  },
};

/** One sentence saying what is wrong, in `lang`. Unknown codes get a generic sentence rather than a throw. */
export function describeError(error: RuleError | BoardError, lang: Lang = 'en'): string {
  const l = resolveLang(lang);
  return ERRORS[l][error?.code as BoardErrorCode]?.(error as Params) ?? (l === 'fr' ? 'Erreur inconnue.' : 'Unknown error.');
}

type Say = (e: any, n: Names) => string; // eslint-disable-line @typescript-eslint/no-explicit-any
const EVENTS: Record<Lang, Record<GameEvent['type'], Say>> = {
  en: {
    placed: (e, n) => `${n[e.player as Player]} places on ${e.cell}.`,
    exploded: (e) => `${e.cell} explodes toward ${e.toward}${opt(e.remaining && pawns(e.remaining, 'en'), ', ', ' stay')}.`,
    moved: (e) => `A pawn goes to ${e.to}.`,
    toCentre: () => 'A pawn goes to the centre.',
    lost: () => 'A pawn leaves the board.',
    captured: (e) => `${pawns(e.count, 'en')} captured on ${e.cell}.`,
    tileFlipped: (e) => `Tile ${e.cell} ${e.to === 'gray' ? 'turns gray' : 'is removed'}.`,
    removedWithTile: (e) => `${pawns(e.count, 'en')} removed with the tile.`,
    chain: (e, n) => `${n[e.player as Player]} must explode ${list(e.explodable)}.`,
    passed: (e, n) => `${n[e.player as Player]} cannot place anywhere and passes.`,
    turn: (e, n) => `${n[e.toMove as Player]} to play.`,
    won: (e, n) => `${n[e.winner as Player]} wins${opt(e.score !== null && `${e.score}`, ' with ', ' points')}!`,
  },
  fr: {
    placed: (e, n) => `${n[e.player as Player]} pose en ${e.cell}.`,
    exploded: (e) => `${e.cell} explose vers ${e.toward}${opt(e.remaining && pawns(e.remaining, 'fr'), ', ', ` reste${ending(e.remaining, 'fr', 'nt')}`)}.`,
    moved: (e) => `Un pion va en ${e.to}.`,
    toCentre: () => 'Un pion va au centre.',
    lost: () => 'Un pion sort du plateau.',
    captured: (e) => `${pawns(e.count, 'fr')} pris en ${e.cell}.`,
    tileFlipped: (e) => `La tuile ${e.cell} ${e.to === 'gray' ? 'passe au gris' : 'est retirée'}.`,
    removedWithTile: (e) => `${pawns(e.count, 'fr')} retiré${ending(e.count, 'fr')} avec la tuile.`,
    chain: (e, n) => `${n[e.player as Player]} doit faire exploser ${list(e.explodable)}.`,
    passed: (e, n) => `${n[e.player as Player]} ne peut poser nulle part et passe.`,
    turn: (e, n) => `À ${n[e.toMove as Player]} de jouer.`,
    won: (e, n) => `${n[e.winner as Player]} gagne${opt(e.score !== null && `${e.score}`, ' avec ', ' points')} !`,
  },
};

/** One sentence per event; pawn-by-pawn `moved` lines are summed up so announcements stay short. */
export function describeEvents(events: readonly GameEvent[], lang: Lang = 'en', names: Names = defaultNames(lang)): string {
  const l = resolveLang(lang);
  const out: string[] = [];
  let lost = 0;
  let centre = 0;
  const flush = () => {
    if (lost) out.push(`${pawns(lost, l)} ${l === 'fr' ? `perdu${ending(lost, l)}` : 'lost'}.`);
    if (centre) out.push(`${pawns(centre, l)} ${l === 'fr' ? 'au' : 'to the'} centre.`);
    lost = centre = 0;
  };
  for (const e of events) {
    if (e.type === 'moved') continue; // where pawns went is in `exploded` (the Y) and `captured`
    if (e.type === 'lost') lost++;
    else if (e.type === 'toCentre') centre++;
    else {
      if (e.type !== 'captured') flush();
      out.push(EVENTS[l][e.type](e, names));
    }
  }
  flush();
  return out.join(' ');
}

/** One event's sentence, pawn moves included. */
export function describeEvent(event: GameEvent, lang: Lang = 'en', names: Names = defaultNames(lang)): string {
  return EVENTS[resolveLang(lang)][event.type]?.(event, names) ?? '';
}

/** What a Y would do, for the preview: counts of each kind of event. */
export interface YSummary { captured: number; lost: number; centre: number; removed: number }

const UI = {
  en: {
    board: 'Hexone board',
    undo: 'Undo',
    redo: 'Redo',
    next: 'Next explosion',
    pass: 'Pass',
    mustPass: (who: string) => `${who} cannot place anywhere: pass`,
    toPlay: (who: string) => `${who} to play`,
    opening: (who: string) => `${who} opens: place a pawn on the ring around the centre`,
    chain: (who: string) => `${who}: choose a cell to explode`,
    chooseY: (who: string, cell: string) => `${who}: choose where ${cell} explodes (1 or 2)`,
    wins: (who: string, score: number | null) => `${who} wins${opt(score !== null && `${score}`, ' — ', ' points')}`,
    thinking: (who: string) => `${who} (computer) is thinking…`,
    paused: 'Paused: press Next to see the next explosion',
    y: (k: number, toward: string) => `Y ${k} toward ${toward}`,
    summary: (s: YSummary) =>
      `${s.captured} captured, ${s.lost} lost${opt(s.centre, ', ', ' to the centre')}${opt(s.removed, ', ', ' removed with the tile')}`,
    selected: (cell: string) => `${cell} selected.`,
    empty: 'empty',
    centre: 'centre',
    peak: 'peak',
    tile: (face: TileState, points: number) => (face === 'removed' ? 'removed tile' : `${face} tile, ${points} point${ending(points, 'en')}`),
    legal: 'playable',
    explodable: 'can explode',
    selectedState: 'selected',
    target: (k: number) => `on Y ${k}`,
    highlighted: 'highlighted',
    keys: 'Arrows or Q E A D Z C move, Enter places or chooses, 1 and 2 pick a Y, Escape cancels, U and R undo and redo, P passes.',
  },
  fr: {
    board: 'Plateau de Hexone',
    undo: 'Annuler',
    redo: 'Rétablir',
    next: 'Explosion suivante',
    pass: 'Passer',
    mustPass: (who: string) => `${who} ne peut poser nulle part : passez`,
    toPlay: (who: string) => `À ${who} de jouer`,
    opening: (who: string) => `${who} ouvre : posez un pion sur l'anneau autour du centre`,
    chain: (who: string) => `${who} : choisissez une case qui explose`,
    chooseY: (who: string, cell: string) => `${who} : choisissez où ${cell} explose (1 ou 2)`,
    wins: (who: string, score: number | null) => `${who} gagne${opt(score !== null && `${score}`, ' — ', ' points')}`,
    thinking: (who: string) => `${who} (ordinateur) réfléchit…`,
    paused: 'En pause : appuyez sur Suivante pour voir la prochaine explosion',
    y: (k: number, toward: string) => `Y ${k} vers ${toward}`,
    summary: (s: YSummary) =>
      `${s.captured} pris, ${s.lost} perdu${ending(s.lost, 'fr')}${opt(s.centre, ', ', ' au centre')}${opt(s.removed, ', ', ` retiré${ending(s.removed, 'fr')} avec la tuile`)}`,
    selected: (cell: string) => `${cell} choisie.`,
    empty: 'vide',
    centre: 'centre',
    peak: 'pointe',
    tile: (face: TileState, points: number) =>
      face === 'removed' ? 'tuile retirée' : `tuile ${face === 'white' ? 'blanche' : 'grise'}, ${points} point${ending(points, 'fr')}`,
    legal: 'jouable',
    explodable: 'peut exploser',
    selectedState: 'choisie',
    target: (k: number) => `sur le Y ${k}`,
    highlighted: 'mise en valeur',
    keys: 'Flèches ou Q E A D Z C pour se déplacer, Entrée pour poser ou choisir, 1 et 2 pour un Y, Échap pour abandonner, U et R pour annuler et rétablir, P pour passer.',
  },
} as const;

export type Strings = (typeof UI)['en'];
/** The interface strings of one language. */
export function strings(lang: Lang): Strings {
  return UI[resolveLang(lang)] as Strings;
}

/** The accessible name of a cell: "b2, 2 pawns, Black, playable". */
export function describeCell(
  cell: Cell,
  facts: { owner?: Player; count?: number; tile?: TileState; points?: number; centre?: boolean; peak?: boolean; states: string[] },
  lang: Lang,
  names: Names,
): string {
  const s = strings(lang);
  return [
    cell,
    facts.centre && s.centre,
    facts.peak && s.peak,
    facts.count && facts.owner ? `${pawns(facts.count, resolveLang(lang))}, ${names[facts.owner]}` : s.empty,
    facts.tile && s.tile(facts.tile, facts.points ?? 0),
    ...facts.states,
  ].filter(Boolean).join(', ');
}
