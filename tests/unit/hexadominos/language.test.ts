/**
 * Hexa-dominos in words: every message the board can show or announce and every Hexa-dominos string of the
 * site, rendered with sample values (counts 0, 1 and 2, negative scores, default and given names), plus
 * the lessons, the rules, notes and overview prose and the glossary's Hexa-dominos block. In French they
 * keep French typography (narrow no-break space before : ; ! ?, « » with narrow no-break spaces inside,
 * typographic apostrophes) and the printed rulebook's words; in both languages no forbidden synonym of a
 * Hexa-dominos term (site/src/i18n/terms.ts, HEXADOMINOS_TERMS) appears, and counts follow the language's
 * plural rules.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { en as boardEn } from '@components/hexadominos-board/i18n-en.js';
import { fr as boardFr } from '@components/hexadominos-board/i18n-fr.js';
import type { Locale, Say, Strings } from '@components/hexadominos-board/i18n.js';
import { dictionaries } from '@site/i18n/index.js';
import { HEXADOMINOS_TERMS } from '@site/i18n/terms.js';
import { format } from '@site/i18n/format.js';
import type { Bonus, GameEvent, PlacedTile } from '@engine/hexadominos/types.js';
import { placeName } from '@components/hexadominos-board/place-words.js';
import { readHexadominosLessons } from '@site/components/hexadominos/lesson/content.js';
import { frenchTypography } from '../french-typography.js';

type Lang = 'en' | 'fr';
interface Text {
  where: string;
  text: string;
}

const root = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));
const read = (path: string) => readFileSync(root(path), 'utf8');

function textsOfJson(where: string, value: unknown, lang: Lang, path = ''): Text[] {
  if (!value || typeof value !== 'object') return [];
  const obj = value as Record<string, unknown>;
  if (typeof obj.en === 'string' && typeof obj.fr === 'string') return [{ where: `${where}${path}`, text: obj[lang] as string }];
  return Object.entries(obj).flatMap(([k, v]) => textsOfJson(where, v, lang, `${path}/${k}`));
}

/** Prose of an MDX file without what is not prose: imports, code, link targets, drawing attributes (captions and labels stay). */
function proseOfMdx(path: string): Text[] {
  const body = read(path)
    .replace(/^```[\s\S]*?^```/gm, '')
    .replace(/^(import|export) .*$/gm, '')
    .replace(/`[^`]*`/g, '')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/\b(position|record|highlight|lang|size|class|id|tile|spots|rot)(=("[^"]*"|\{[^}]*\}))?(?=[\s/>])/g, '');
  return body.split('\n').map((line, k) => ({ where: `${path}:${k + 1}`, text: line }));
}

// ---------------------------------------------------------------------------------------------------
// The board's messages, each rendered with sample values: a record per function so that a message added
// to `Strings` without samples does not compile.

type Fn<T> = T extends (...args: infer A) => string ? A[] : never;
type Samples = { [K in keyof Strings as Strings[K] extends (...a: never[]) => string ? K : never]: Fn<Strings[K]> };
type GuideSamples = { [K in keyof Strings['guide'] as Strings['guide'][K] extends (...a: never[]) => string ? K : never]: Fn<Strings['guide'][K]> };

const BONUSES: Bonus[] = [
  { kind: 'none', points: 0 },
  { kind: 'sides', points: 10 },
  { kind: 'sides', points: 1 },
  { kind: 'flower', points: 60 },
  { kind: 'flowers', points: 70 },
];
const CLASHES = [
  [],
  [{ direction: 3, value: 2, need: 3 }],
  [
    { direction: 0, value: 1, need: 5 },
    { direction: 4, value: 2, need: 4 },
  ],
];
const NAMES = [
  ['Joueur 1', 'Joueur 2 (ordinateur, moyen)', 'Anna', 'Hugo'],
  ['Player 1', 'Player 2 (computer, medium)', 'Anna', 'Hugo'],
];

function samples(names: string[]): { ui: Samples; guide: GuideSamples } {
  const who = names.map((n) => [n] as [string]);
  const counts = [0, 1, 2];
  return {
    ui: {
      rack: who,
      tiles: counts.map((n) => [n]),
      points: [0, 1, -3, 20].map((n) => [n]),
      pile: counts.map((n) => [n]),
      toPlay: who,
      first: who,
      afterDraw: names.flatMap(
        (n) =>
          [
            [n, 1, true, false],
            [n, 3, false, true],
            [n, 2, false, false],
          ] as [string, number, boolean, boolean][],
      ),
      mustPass: who,
      thinking: who,
      wins: [[[names[0]]], [[names[1], names[2]]], [names]],
      matchWins: [[[names[0]]], [[names[0], names[2]]]],
      soloOver: [[null], [0], [1], [-12], [73]],
      draw: [[null], [5], [15]],
      starterLine: names.map((n) => [n, '112345', 16]),
      starts: who,
      passDevice: who,
      ready: who,
      sheetPlace: BONUSES.map((b) => ['112345', 16, b, 16 + b.points, b.kind === 'sides' ? 2 : 0]),
      sheetDraw: [
        [5, 1],
        [5, 2],
        [15, 3],
      ],
      sheetLastTile: [[25], [5]],
      sheetFromRacks: [[32]],
      sheetRack: [
        [-12, 1],
        [-30, 3],
        [0, 2],
      ],
      scoreTotal: [[0], [-15], [240]],
      matchTotal: [
        [-5, 500],
        [120, 500],
      ],
      matchTitle: [[500]],
      matchGame: [[1], [2]],
      matchEarlier: [
        [1, 1],
        [1, 3],
      ],
      matchThis: [[4]],
      lastTileLine: names.map((n) => [n, 25, 32]),
      lastTileKids: who,
      blockedLine: names.flatMap(
        (n) =>
          [
            [n, 1, -12],
            [n, 0, 0],
            [n, 3, 0],
          ] as [string, number, number][],
      ),
      finalLine: names.map((n) => [n, -7]),
      reachedLine: names.map((n) => [n, 512, 500]),
      noFit: CLASHES.map((c) => [c]),
      preview: [
        [1, { kind: 'none', points: 0 }, 1, 0],
        ...BONUSES.map((b) => [16, b, 16 + b.points, b.kind === 'sides' ? 2 : 0] as [number, Bonus, number, number]),
        [1, { kind: 'sides', points: 1 }, 2, 5],
      ],
      spot: [
        ['east of 1 1 2 3 4 5', '5 to the south-west', false],
        ['in the middle of the table', '', true],
      ],
      needs: [
        [[{ direction: 2, value: 5 }]],
        [
          [
            { direction: 0, value: 1 },
            { direction: 3, value: 4 },
          ],
        ],
      ],
      coordinates: [
        [0, 0],
        [-1, 2],
        [3, -4],
      ],
      tileName: [['112345']],
      rackTile: [['112345', 16]],
      placedTile: [['112345', 'east of 1 1 2 3 4 5', [1, 1, 2, 3, 4, 5]]],
      shownMove: [['1 1 2 3 4 5']],
      picked: [
        ['112345', 16, 0],
        ['112345', 16, 1],
        ['112345', 16, 6],
      ],
      putBack: [['112345']],
      fits: [
        [1, false],
        [2, false],
        [1, true],
      ],
      previewLast: [
        [18, { kind: 'none', points: 0 }, 18, 1, 25, 32],
        [1, { kind: 'sides', points: 1 }, 2, 2, 5, 0],
      ],
      undone: [[['Player 1 laid 1 1 2 3 4 5 east of 1 2 2 3 4 5']], [['a', 'b']]],
      undoneLay: names.map((n) => [n, '112345', 'east of 1 2 2 3 4 5']),
      undoneDraw: who,
      undonePass: who,
      gameStart: names.flatMap((n) => [
        [n, '123455', 20],
        [n, null, 0],
      ]),
      sides: [[[5, 1, 1, 2, 3, 4]]],
    },
    guide: {
      pickTile: (['tap', 'click', 'key'] as const).flatMap(
        (v) =>
          [
            [v, true],
            [v, false],
          ] as ['tap' | 'click' | 'key', boolean][],
      ),
      pickPlace: (['tap', 'click', 'key'] as const).flatMap(
        (v) =>
          [
            [v, 1, false],
            [v, 3, true],
          ] as ['tap' | 'click' | 'key', number, boolean][],
      ),
      lay: [['tap'], ['click'], ['key']],
      nowhere: [
        [true, true, false],
        [true, false, true],
        [false, true, false],
        [false, false, true],
        [false, false, false],
      ],
      drawOrPass: [[true], [false]],
    },
  };
}

const SAMPLE_ERROR = { tile: '112345', drawn: '122345', directions: [0, 3], attribute: 'seed', value: 'x', expected: '0 … 4294967295', text: 'zz', move: 2 };
/** The table before SAMPLE_EVENTS' tile is laid: two tiles, so a place can be named by one neighbour or two. */
const SAMPLE_TABLE: PlacedTile[] = [
  { at: [0, 0], tile: '112345', rot: 0 },
  { at: [1, 0], tile: '122345', rot: 3 },
];
const SAMPLE_EVENTS: GameEvent[] = [
  { type: 'starterDraw', draw: { rounds: [], starter: 1 } },
  { type: 'tilePlaced', seat: 0, tile: '112345', at: [1, -1], rot: 2 },
  {
    type: 'sidesMatched',
    seat: 0,
    at: [1, -1],
    sides: [
      { direction: 2, neighbour: [0, 0], value: 5 },
      { direction: 1, neighbour: [1, 0], value: 2 },
    ],
  },
  { type: 'flowers', seat: 0, cells: [[0, 0]] },
  {
    type: 'flowers',
    seat: 0,
    cells: [
      [0, 0],
      [1, 0],
    ],
  },
  { type: 'points', seat: 0, base: 16, bonus: { kind: 'sides', points: 10 }, points: 26, score: 42 },
  { type: 'points', seat: 0, base: 1, bonus: { kind: 'none', points: 0 }, points: 1, score: 1 },
  { type: 'points', seat: 0, base: 0, bonus: { kind: 'none', points: 0 }, points: 0, score: 0 },
  { type: 'drew', seat: 1, tile: '112345', draw: 1, penalty: 5, score: -5, pile: 1 },
  { type: 'drew', seat: 1, tile: null, draw: 3, penalty: 15, score: -25, pile: 0 },
  { type: 'passed', seat: 2 },
  { type: 'turn', toMove: 3 },
  { type: 'lastTile', seat: 2, bonus: 25, fromRacks: 32, points: 57, score: 120 },
  { type: 'blocked', adjustments: [-12, 0], tilesLeft: [3, 0], scores: [40, 12] },
  { type: 'matchWon', seat: 0, total: 512, target: 500 },
  { type: 'gameOver', ending: 'lastTile', winners: [2], scores: [1, 2, 3, 4] },
  { type: 'gameOver', ending: 'blocked', winners: [0, 1], scores: [5, 5] },
  { type: 'gameOver', ending: 'lastTile', winners: [0], scores: [30] },
];

/** Every sentence the board can say in one language. */
function boardTexts(locale: Locale, lang: Lang): Text[] {
  const out: Text[] = [];
  const say = (where: string, text: string) => out.push({ where: `board ${lang} ${where}`, text });
  // The Locale type holds a message for every error code: each said with and without its optional parts.
  for (const [code, f] of Object.entries(locale.errors))
    for (const reason of ['can-draw-again', 'can-place', 'pile-not-empty', undefined]) say(`errors.${code}`, f({ code, ...SAMPLE_ERROR, reason } as never));
  for (const names of NAMES) {
    for (const event of SAMPLE_EVENTS)
      say(`events.${event.type}`, (locale.events[event.type] as Say | undefined)?.(event, names, 1, SAMPLE_EVENTS, SAMPLE_TABLE) ?? '');
    for (const [k, n] of [1, 2, 3].entries()) say(`seat ${k}`, locale.computer(locale.seat(n), 'hard'));
    // A place named by one neighbour, by two, in the middle, and (never legal) by none.
    for (const at of [
      [1, 0],
      [1, -1],
      [0, 0],
      [5, 5],
    ] as const)
      say(`placeName(${at.join(',')})`, placeName(locale.ui.placeWords, SAMPLE_TABLE, at));
    const { ui, guide } = samples(names);
    const strings = locale.ui as unknown as Record<string, unknown>;
    for (const [key, value] of Object.entries(strings)) {
      if (typeof value === 'string') say(`ui.${key}`, value);
      else if (typeof value === 'function')
        for (const args of (ui as Record<string, unknown[][]>)[key]) say(`ui.${key}(${JSON.stringify(args)})`, value(...args));
    }
    for (const [key, value] of Object.entries(locale.ui.guide)) {
      if (typeof value === 'string') say(`guide.${key}`, value);
      else
        for (const args of (guide as Record<string, unknown[][]>)[key])
          say(`guide.${key}(${JSON.stringify(args)})`, (value as (...a: unknown[]) => string)(...args));
    }
  }
  return out;
}

/** Site strings of the Hexa-dominos section and the editor's Hexa-dominos panel, filled with sample values. */
function siteTexts(lang: Lang): Text[] {
  const values = {
    n: 3,
    total: 12,
    tile: '112345',
    tiles: '112345, 122345',
    at: '(1, −1)',
    rot: 2,
    seat: lang === 'fr' ? 'Joueur 1' : 'Player 1',
    move: 'x',
    expected: 20,
    sides: '1, 1, 2, 3, 4, 5',
    reason: 'x',
    value: 'x',
    cost: 5,
    best: 19, // the better placement's points (hd.play.review.showing)
    lost: 11, // what the move played left on the table
    day: lang === 'fr' ? '29 novembre 2026' : 'November 29, 2026', // the daily deal's day (hd.play.daily.title)
    you: 1, // the daily deal's scores: the person's and the strong computer's
    hard: 212,
    level: lang === 'fr' ? 'Ordinateur moyen' : 'Computer, medium', // the next level after a win (hd.play.nextLevel)
  };
  return Object.entries(dictionaries[lang])
    .filter(([key]) => key.startsWith('hd.') || key.startsWith('editor.hd.') || key.includes('hexadominos'))
    .flatMap(([key, text]) =>
      [0, 1, 2].flatMap((count) => {
        const filled = format(lang, text, { ...values, count, points: count });
        const said = [{ where: `site string ${key} (${count})`, text: filled }];
        // A lesson's miss is said inside "Not quite: {why}" (site/src/components/hexadominos/lesson/player.ts): one sentence, one colon.
        if (key.startsWith('hd.lessons.wrong.'))
          said.push({ where: `lesson feedback ${key} (${count})`, text: format(lang, dictionaries[lang]['lessons.notQuite'], { why: filled }) });
        return said;
      }),
    );
}

function allTexts(lang: Lang): Text[] {
  const lessons = readHexadominosLessons().flatMap((lesson) => textsOfJson(`${lesson.file}.mdx`, lesson, lang));
  const proseDir = `site/src/prose/hexadominos/${lang}/`;
  const prose = readdirSync(root(proseDir))
    .filter((f) => f.endsWith('.mdx'))
    .flatMap((f) => proseOfMdx(proseDir + f));
  const terms = HEXADOMINOS_TERMS.flatMap((term) => [
    { where: `glossary ${term.id}`, text: term.definition[lang] },
    { where: `glossary ${term.id} word`, text: term.preferred[lang] },
  ]);
  return [...lessons, ...prose, ...siteTexts(lang), ...terms, ...boardTexts(lang === 'fr' ? boardFr : boardEn, lang)];
}

const TEXTS = { en: allTexts('en'), fr: allTexts('fr') };

describe('Hexa-dominos words', () => {
  it('render every message of the board and every Hexa-dominos string of the site (a real body of text)', () => {
    for (const lang of ['en', 'fr'] as const) {
      expect(TEXTS[lang].length).toBeGreaterThan(1000);
      expect(TEXTS[lang].filter(({ text }) => /undefined|NaN|\[object|\{\w+\}/.test(text)).map((x) => `${x.where}: ${x.text}`)).toEqual([]);
    }
  });

  for (const lang of ['en', 'fr'] as const) {
    it(`use no forbidden synonym of a Hexa-dominos term in ${lang === 'en' ? 'English' : 'French'}`, () => {
      const found: string[] = [];
      for (const term of HEXADOMINOS_TERMS) {
        for (const word of term.forbidden[lang]) {
          const pattern = new RegExp(`(?<![\\p{L}])${word}(?![\\p{L}])`, 'iu');
          for (const { where, text } of TEXTS[lang]) if (pattern.test(text)) found.push(`${where}: "${word}" (say "${term.preferred[lang]}")`);
        }
      }
      expect(found).toEqual([]);
    });
  }

  it('keep French typography in every French text', () => {
    const found = TEXTS.fr.flatMap(({ where, text }) => frenchTypography(text).map((p) => `${where}: ${p}: ${text.slice(0, 90)}`));
    expect(found).toEqual([]);
  });

  it('write coordinates that never read as a decimal, and a real minus sign', () => {
    expect(boardFr.ui.coordinates(1, -1)).toBe('(1\u202f; −1)');
    expect(boardEn.ui.coordinates(-1, 0)).toBe('(−1, 0)');
    const decimal = /(?<![\d(])-?\d+,\d(?!\d{5})/;
    expect(TEXTS.fr.filter(({ where, text }) => where.startsWith('board') && decimal.test(text)).map((x) => `${x.where}: ${x.text}`)).toEqual([]);
  });

  it('say "au joueur 1", "du joueur 1", "d’Anna" in French running text, names as given in lists', () => {
    expect(boardFr.ui.toPlay('Joueur 1')).toBe('Au joueur 1 de jouer');
    expect(boardFr.ui.toPlay('Anna')).toBe('À Anna de jouer');
    expect(boardFr.ui.rack('Joueur 2 (ordinateur, moyen)')).toBe('Réglette du joueur 2 (ordinateur, moyen)');
    expect(boardFr.ui.rack('Anna')).toBe('Réglette d’Anna');
    expect(boardFr.ui.rack('Ben')).toBe('Réglette de Ben');
    expect(boardFr.ui.passDevice('Joueur 3')).toBe('Passez l’appareil au joueur 3.');
    expect(boardFr.ui.wins(['Joueur 1', 'Anna'])).toBe('Le joueur 1 et Anna se partagent la victoire\u202f!');
    expect(boardFr.ui.finalLine('Joueur 1', -7)).toBe('Joueur 1\u202f: −7');
  });

  it("count with each language's plural rules (French: 0 and 1 singular)", () => {
    const sides = { kind: 'sides', points: 10 } as Bonus;
    expect(boardEn.ui.tiles(1)).toBe('1 tile');
    expect(boardEn.ui.tiles(0)).toBe('0 tiles');
    expect(boardFr.ui.tiles(0)).toBe('0 tuile');
    expect(boardFr.ui.tiles(2)).toBe('2 tuiles');
    expect(boardFr.ui.preview(16, sides, 26, 2)).toBe('16 + 10 (2 côtés communs) = 26 points');
    expect(boardEn.ui.preview(16, sides, 26, 2)).toBe('16 + 10 (2 shared sides) = 26 points');
    expect(boardFr.ui.preview(1, { kind: 'none', points: 0 }, 1, 0)).toBe('1 point');
    expect(boardFr.events.sidesMatched!({ sides: [{}] } as never, [], null, [], [])).toBe('1 côté commun.');
    expect(boardEn.events.sidesMatched!({ sides: [{}, {}] } as never, [], null, [], [])).toBe('2 sides matched.');
    expect(format('fr', dictionaries.fr['hd.play.move.place'], { seat: 'Joueur 1', tile: '1 1 2 3 4 5', points: 1 })).toBe(
      'Joueur 1\u202f: pose 1 1 2 3 4 5, 1 point',
    );
  });
});
