/**
 * The Hexa-dominos play page's settings in its address: `?seats=human,hard,easy,medium&scoring=simple&target=500`.
 * Each seat is `human` or a computer level (the engine's seat codec, `engine/hexadominos/seats.ts`, reads and writes them); `target` starts a match to that total (absent or 0: one game).
 * The setup form submits one field per seat instead (`seat0=human&seat1=hard&seat2=none…`): read the same way.
 * Reading is checked by the machine's own `configure` (the rules of what seats can be): bad input
 * gives the defaults and a reason to show, never a throw. The same text is what the setup form submits.
 */
import { LEVELS, type Level } from '@engine/hexadominos/bot/levels.js';
import { type SeatPlayer, formatSeats, readSeats } from '@engine/hexadominos/seats.js';
import { type SessionConfig, configure } from '@engine/hexadominos/session.js';
import { SCORINGS } from '@engine/hexadominos/types.js';

export type SeatChoice = 'human' | Level; // what the form offers for one seat

export const SEAT_CHOICES: readonly SeatChoice[] = ['human', ...LEVELS];
/** What the page deals when it opens with nothing asked: you against one computer (the form changes players and rules). */
export const DEFAULT_CONFIG: SessionConfig = Object.freeze({
  seats: [{ kind: 'human' }, { kind: 'computer', level: 'medium' }],
  scoring: 'standard',
  target: null,
  undo: true,
}) as SessionConfig;

export function seatChoice(seat: SeatPlayer): SeatChoice {
  return seat.kind === 'human' ? 'human' : seat.level;
}

/** Settings from an address's query; `problem` names the first word that could not be read (English, for the page to place in its sentence). */
export function readSettings(query: string): { config: SessionConfig; problem: string | null } {
  const fallback = (problem: string) => ({ config: DEFAULT_CONFIG, problem });
  if (typeof query !== 'string') return fallback('not an address');
  const params = new URLSearchParams(query);
  const fields = [0, 1, 2, 3].map((k) => params.get(`seat${k}`)).filter((v): v is string => v !== null && v !== 'none');
  if (!params.has('seats') && !fields.length && !params.has('scoring') && !params.has('target')) return { config: DEFAULT_CONFIG, problem: null };
  const words = params.has('seats') ? (params.get('seats') ?? '').split(',').filter(Boolean) : fields;
  // The engine's seat codec (engine/hexadominos/seats.ts), as the board's `seats` attribute and the machine read seats.
  const seats = readSeats(words);
  if (words.length && !seats.ok) {
    const wrong = words.find((word) => !readSeats([word]).ok);
    return fallback(wrong !== undefined ? `seats: ${wrong}` : (seats.error.reason ?? 'seats'));
  }
  const scoring = params.get('scoring') ?? 'standard';
  if (!(SCORINGS as readonly string[]).includes(scoring)) return fallback(`scoring: ${scoring}`);
  const targetText = params.get('target') ?? '';
  if (targetText !== '' && !/^\d{1,6}$/.test(targetText)) return fallback(`target: ${targetText}`);
  const target = targetText === '' || Number(targetText) === 0 ? null : Number(targetText);
  const configured = configure(DEFAULT_CONFIG, {
    ...(words.length && seats.ok ? { seats: seats.value } : {}),
    scoring: scoring as SessionConfig['scoring'],
    target,
  });
  return configured.ok ? { config: configured.value, problem: null } : fallback(configured.error.reason ?? 'settings');
}

/** The query that `readSettings` reads back to `config`. */
export function writeSettings(config: SessionConfig): string {
  const params = new URLSearchParams({ seats: formatSeats(config.seats, 'address'), scoring: config.scoring });
  if (config.target !== null) params.set('target', String(config.target));
  return params.toString();
}
