/**
 * What the iframe page (`/fr/embed/frame/?…`) shows, read from its address: which game's element, the
 * attributes to give it, the theme, and whether to post the board's events to the embedding page.
 *
 *   frameSetup('?position=classic.b.b2-2b&coordinates&theme=dark&events')
 *   // { game: 'hexone', tag: 'hexone-board', attributes: [['position', 'classic.b.b2-2b'], ['coordinates', '']],
 *   //   theme: 'dark', events: true, problems: [] }
 *
 * With `events`, the board's events go to the embedding page, whatever its origin, with what anyone at the
 * table may see: never a rack, a tile drawn, the whole state or a record (Hexa-dominos hides them). With
 * `origin=https://your.site` as well, they go to that origin only (the browser delivers them to no other
 * parent), and then with the viewing seat's own rack, and the whole game if the board has `full-state`.
 *
 * Pure and tolerant: any address gives a setup. Parameters it does not know are left out and listed in
 * `problems` (shown on the page in its language); values are passed as they are, because the element
 * checks its own attributes and says, in its language, what is wrong with them.
 * Adding a game's element to the frame is one entry of EMBED_GAMES.
 */

export interface EmbedGame {
  tag: string; // 'hexone-board'
  /** Attributes taken from the address as they are. */
  text: readonly string[];
  /** Boolean attributes: present unless the value says no (`0`, `false`, `no`, `off`). */
  flags: readonly string[];
  /** The element's events, posted to the embedding page with `events`. */
  events: readonly string[];
}

export const EMBED_GAMES = {
  hexone: {
    tag: 'hexone-board',
    text: ['position', 'record', 'exits', 'first', 'highlight', 'computer', 'level', 'animation-speed'],
    flags: ['tiles', 'readonly', 'coordinates', 'step-mode'],
    events: ['hexone-place', 'hexone-explode', 'hexone-turn', 'hexone-game-over', 'hexone-change', 'hexone-error'],
  },
  hexadominos: {
    tag: 'hexadominos-board',
    text: ['position', 'record', 'players', 'seats', 'scoring', 'seed', 'target', 'delay', 'highlight'],
    flags: ['readonly', 'skip-starter', 'full-state'],
    events: [
      'hexadominos-place',
      'hexadominos-draw',
      'hexadominos-pass',
      'hexadominos-turn',
      'hexadominos-game-over',
      'hexadominos-change',
      'hexadominos-error',
    ],
  },
} as const satisfies Record<string, EmbedGame>;

export type GameName = keyof typeof EMBED_GAMES;
export const THEMES = ['auto', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
/** Parameters of the frame itself, not of the board. */
const FRAME_PARAMETERS = ['game', 'theme', 'events', 'origin', 'lang'];
const NO = new Set(['0', 'false', 'no', 'off']);

export type FrameProblem =
  | { kind: 'game'; value: string } // game=chess
  | { kind: 'theme'; value: string } // theme=pink
  | { kind: 'origin'; value: string } // origin=not-an-origin
  | { kind: 'parameter'; value: string }; // an unknown parameter's name

export interface FrameSetup {
  game: GameName;
  tag: string;
  attributes: [name: string, value: string][];
  theme: Theme;
  events: boolean;
  /** The one origin events may go to, with what only the viewing seat may see ('*' when none is named: public data only). */
  origin: string;
  problems: FrameProblem[];
}

function isGame(value: string): value is GameName {
  return Object.hasOwn(EMBED_GAMES, value);
}

/** The setup for an address's query (`?a=b&…`, or URLSearchParams). Never throws. */
export function frameSetup(query: string | URLSearchParams): FrameSetup {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const problems: FrameProblem[] = [];
  const gameValue = params.get('game') ?? 'hexone';
  if (!isGame(gameValue)) problems.push({ kind: 'game', value: gameValue });
  const game: GameName = isGame(gameValue) ? gameValue : 'hexone';
  const themeValue = params.get('theme') ?? 'auto';
  const theme = (THEMES as readonly string[]).includes(themeValue) ? (themeValue as Theme) : 'auto';
  if (theme !== themeValue) problems.push({ kind: 'theme', value: themeValue });
  const spec: EmbedGame = EMBED_GAMES[game];

  const attributes: [string, string][] = [];
  const seen = new Set<string>();
  for (const [name, value] of params) {
    if (seen.has(name)) continue; // the first of a repeated parameter wins, as URLSearchParams.get does
    seen.add(name);
    if (spec.text.includes(name)) attributes.push([name, value]);
    else if (spec.flags.includes(name)) {
      if (!NO.has(value.trim().toLowerCase())) attributes.push([name, '']);
    } else if (!FRAME_PARAMETERS.includes(name)) problems.push({ kind: 'parameter', value: name });
  }
  const events = params.has('events') && !NO.has((params.get('events') ?? '').trim().toLowerCase());
  const originValue = params.get('origin');
  const origin = originValue === null ? '*' : originOf(originValue);
  if (origin === null) problems.push({ kind: 'origin', value: originValue! });
  return { game, tag: spec.tag, attributes, theme, events, origin: origin ?? '*', problems };
}

/** `https://example.org` from an address's origin part; null when it is not an http(s) origin. */
function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value.replace(/\/$/, '') ? url.origin : null;
  } catch {
    return null;
  }
}

/** The frame's address for a board: the inverse of frameSetup, for snippets (the editor, the embed page). */
export function frameUrl(
  origin: string,
  lang: string,
  game: GameName,
  attributes: Record<string, string | boolean | undefined>,
  extra: { theme?: Theme; events?: boolean } = {},
): string {
  const params = new URLSearchParams();
  if (game !== 'hexone') params.set('game', game);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === true) params.set(name, '');
    else if (typeof value === 'string' && value !== '') params.set(name, value);
  }
  if (extra.theme && extra.theme !== 'auto') params.set('theme', extra.theme);
  if (extra.events) params.set('events', '');
  const query = params.toString().replace(/=(&|$)/g, '$1');
  return `${origin}/${lang}/embed/frame/${query ? `?${query}` : ''}`;
}

/**
 * What a board posts to the embedding page: the event's name and a plain copy of its detail (data only,
 * so it survives structured cloning; functions and elements are dropped).
 */
export interface FrameMessage {
  source: 'hexone-frame';
  type: string; // 'hexone-change', or 'resize' with { height }
  detail: unknown;
}

export function frameMessage(type: string, detail: unknown, seat: 'public' | 'viewer' = 'public'): FrameMessage {
  let plain: unknown;
  try {
    plain = JSON.parse(JSON.stringify(detail ?? null));
  } catch {
    plain = null; // cyclic or otherwise not data
  }
  return { source: 'hexone-frame', type, detail: seat === 'public' ? publicDetail(type, plain) : plain };
}

/**
 * What anyone at the table may see of an event's detail. Hexone hides nothing: its details pass as they are.
 * A Hexa-dominos detail goes through one rule, field by field at any depth, whatever the event:
 * - `state`, `racks`, `pile`, `rack` are left out and `record` is '' (they deal or show hidden tiles);
 * - a `tile` or `drawn` is null unless it lies face up: on the table (a placed tile, the `board`, the
 *   `hexadominos-place` detail itself) or in the who-starts draw (`rounds`); so a drawn tile, a refused tile
 *   (`hexadominos-error`'s `error.tile`) or the tile that must be laid (`error.drawn`) are hidden;
 * - a `message` quotes no hidden tile (each is replaced by `…`).
 */
function publicDetail(type: string, detail: unknown): unknown {
  if (!type.startsWith('hexadominos-')) return detail;
  const hidden = new Set<string>();
  // faceUp: the fields of this object are a tile lying face up (not inherited by what they hold).
  const seen = (value: unknown, key: string, faceUp: boolean): unknown => {
    if (Array.isArray(value)) return value.map((item) => seen(item, key, faceUp));
    if (value && typeof value === 'object') {
      const fields = value as Record<string, unknown>;
      const up = faceUp || FACE_UP.has(key) || fields.type === 'tilePlaced';
      const out: Record<string, unknown> = {};
      for (const [name, field] of Object.entries(fields)) {
        if (!LEFT_OUT.has(name)) out[name] = seen(field, name, up && !(field && typeof field === 'object'));
      }
      return out;
    }
    if (key === 'record') return '';
    if ((key === 'tile' || key === 'drawn') && !faceUp) {
      if (typeof value === 'string' && value !== '') hidden.add(value);
      return value === undefined ? undefined : null;
    }
    return value;
  };
  const top = seen(detail, '', type === 'hexadominos-place');
  if (top && typeof top === 'object' && typeof (top as { message?: unknown }).message === 'string') {
    let message = (top as { message: string }).message;
    for (const tile of hidden)
      message = message
        .split(tile)
        .join('…')
        .split([...tile].join(' '))
        .join('…');
    return { ...top, message };
  }
  return top;
}
/** Fields never sent to any origin: they hold hidden tiles (a rack, the pile, the whole state). */
const LEFT_OUT = new Set(['state', 'racks', 'pile', 'rack']);
/** Lists whose tiles everyone saw: the table, the who-starts draw. */
const FACE_UP = new Set(['board', 'rounds']);
