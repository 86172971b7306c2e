/**
 * The play page in the browser: starts the game the setup asked for on the live `<hexadominos-board>`,
 * keeps it across reloads (localStorage), offers a share link with the record in the address, and lists
 * the moves from the record (choosing one shows that position read-only, replayed from the record's start).
 * Where the game comes from, first match wins: a share link, the setup form's address, the kept game, the defaults.
 */
import type { HexadominosBoard } from '../../../../../components/hexadominos-board/hexadominos-board.js';
import { DEFAULT_CONFIG, readSettings } from '../../../lib/hexadominos/play-settings.js';
import { GAME_KEY, moveList, parseKeptGame, readShared, shareQuery, type KeptGame } from '../../../lib/hexadominos/play-game.js';
import type { SessionConfig } from '../../../../../engine/hexadominos/session.js';
import { format } from '../../../i18n/format.js';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled: the game is simply not kept
  }
}

const STARTED_KEY = 'hexadominos.play.started'; // the setup address whose game this tab already started

function seatsAttribute(config: SessionConfig): string {
  return config.seats.map((s) => (s.kind === 'human' ? 'human' : `computer:${s.level}`)).join(' ');
}

export class PlayPage {
  private game: KeptGame = { record: '', seats: '', target: null };
  private viewing = false;

  constructor(private readonly root: HTMLElement, private readonly board: HexadominosBoard, private readonly s: Record<string, string>, private readonly lang: string) {
    board.addEventListener('hexadominos-change', () => this.onChange());
    root.addEventListener('click', (e) => this.onClick(e));
    for (const el of root.querySelectorAll<HTMLElement>('[data-live-only]')) el.hidden = false;
    this.begin();
    // A loaded record or a new deal may come before this page listens: list and keep what the board shows.
    void board.whenIdle().then(() => this.onChange());
  }

  private $<T extends HTMLElement = HTMLElement>(selector: string): T | null {
    return this.root.querySelector<T>(selector);
  }

  private notice(text: string): void {
    const el = this.$('[data-play-notice]');
    if (!el) return;
    el.textContent = text;
    el.hidden = !text;
  }

  private begin(): void {
    const shared = readShared(location.search);
    if (shared.game) return this.resume(shared.game);
    if (shared.bad) {
      this.notice(this.s.badLink);
      return this.fresh(DEFAULT_CONFIG);
    }
    const params = new URLSearchParams(location.search);
    let kept: ReturnType<typeof parseKeptGame> = { game: null, corrupted: false };
    let started: string | null = null;
    try {
      kept = parseKeptGame(storage()?.getItem(GAME_KEY) ?? null);
      started = sessionStorage.getItem(STARTED_KEY);
    } catch {
      /* storage that throws on read counts as empty */
    }
    // The setup's address starts its game once: reloading that same address (the form adds a fresh `game`
    // token per submit) goes on with the kept game rather than dealing again.
    const fromSetup = ['seats', 'seat0', 'scoring', 'target'].some((name) => params.has(name));
    if (fromSetup && !(kept.game && started === location.search)) {
      try {
        sessionStorage.setItem(STARTED_KEY, location.search);
      } catch {
        /* without session storage a reload deals again */
      }
      return this.fresh(readSettings(location.search).config);
    }
    if (kept.game) {
      this.notice(this.s.resume);
      return this.resume(kept.game);
    }
    if (kept.corrupted) this.notice(this.s.corrupt);
    this.fresh(DEFAULT_CONFIG);
  }

  private fresh(config: SessionConfig): void {
    this.game = { record: '', seats: seatsAttribute(config), target: config.target };
    this.board.removeAttribute('record');
    this.board.setAttribute('seats', this.game.seats);
    this.board.setAttribute('scoring', config.scoring);
    if (config.target !== null) this.board.setAttribute('target', String(config.target));
    else this.board.removeAttribute('target');
  }

  private resume(game: KeptGame): void {
    this.game = game;
    this.board.setAttribute('seats', game.seats);
    if (game.target !== null) this.board.setAttribute('target', String(game.target));
    this.board.setAttribute('record', game.record);
  }

  private onChange(): void {
    if (this.viewing) return;
    this.game = { ...this.game, record: this.board.getRecord() };
    try {
      storage()?.setItem(GAME_KEY, JSON.stringify(this.game));
    } catch {
      /* quota or disabled storage: the game goes on, unkept */
    }
    const link = this.$<HTMLInputElement>('[data-share]');
    if (link) link.value = `${location.origin}${location.pathname}?${shareQuery(this.board.getRecordUrl(), this.game.seats, this.game.target)}`;
    this.renderMoves();
  }

  private renderMoves(): void {
    const list = this.$('[data-moves]');
    if (!list) return;
    const items = moveList(this.game.record).map((move, k) => {
      const seat = format(this.lang, this.s.player, { n: move.seat + 1 });
      const key = move.action.type === 'place' ? 'move.place' : `move.${move.action.type}`;
      const at = move.action.type === 'place' ? move.action.at.join(',') : '';
      const tile = move.action.type === 'place' ? move.action.tile : '';
      const li = document.createElement('li');
      const button = document.createElement('button');
      button.type = 'button';
      button.dataset.view = String(k);
      button.textContent = format(this.lang, this.s[key], { seat, tile, at });
      li.append(button);
      return li;
    });
    list.replaceChildren(...items);
    list.scrollTop = list.scrollHeight;
  }

  private onClick(event: MouseEvent): void {
    const target = event.target as HTMLElement;
    if (target.closest('[data-copy]')) {
      const link = this.$<HTMLInputElement>('[data-share]')?.value ?? '';
      void navigator.clipboard?.writeText(link).then(() => this.notice(this.s.copied), () => this.$<HTMLInputElement>('[data-share]')?.select());
      return;
    }
    if (target.closest('[data-back]')) return this.backToGame();
    const view = target.closest<HTMLElement>('[data-view]')?.dataset.view;
    if (view !== undefined) this.view(Number(view));
  }

  /** Shows the position after move `k`, read-only, replayed from the record's start. */
  private view(k: number): void {
    const move = moveList(this.game.record)[k];
    if (!move) return;
    this.viewing = true;
    this.board.readonly = true;
    this.board.load(move.record);
    this.root.querySelectorAll<HTMLElement>('[data-view]').forEach((b) => b.toggleAttribute('aria-current', b.dataset.view === String(k)));
    const banner = this.$('[data-viewing]');
    if (banner) banner.hidden = false;
  }

  private backToGame(): void {
    this.board.load(this.game.record);
    this.board.readonly = false;
    this.viewing = false;
    this.root.querySelectorAll<HTMLElement>('[data-view]').forEach((b) => b.removeAttribute('aria-current'));
    const banner = this.$('[data-viewing]');
    if (banner) banner.hidden = true;
  }
}

/** Starts the play page's game (no-op when the page has no board). */
export async function startPlayPage(): Promise<PlayPage | null> {
  const root = document.querySelector<HTMLElement>('[data-hd-play]');
  const board = root?.querySelector('hexadominos-board');
  const json = document.querySelector('script[data-hd-play-strings]')?.textContent;
  if (!root || !board || !json) return null;
  await customElements.whenDefined('hexadominos-board');
  try {
    return new PlayPage(root, board as HexadominosBoard, JSON.parse(json) as Record<string, string>, document.documentElement.lang);
  } catch {
    return null;
  }
}
