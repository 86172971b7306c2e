/**
 * The Hexa-dominos panel of the editor: scoring, players, turn and end fields; a tile of the box (chosen from
 * the 63 drawn in the page, a radio group) and a rotation, laid by a button per free place next to the table where that tile fits, named by the tiles it touches (turned to fit when the
 * chosen rotation does not; when it fits nowhere, the panel says so instead); the tiles down, each with buttons to turn or
 * take it off; each seat's rack and score and the pile, in the words of the position text. Every change
 * goes to `edit` as a new draft (lib/editor/hexadominos-draft.ts); a list that does not read goes to `refuse`.
 * `root` is the editor: the controls sit in two parts of it (components/hexadominos/editor/EditorPanel.astro), each
 * found by names only this game uses (`data-hd`, `hd-tile`, `hd-rot`, `hd-rack-…`).
 */
import { type Axial, cellKey } from '@engine/shared/hex.js';
import { DEFAULT_TILES, type Rotation } from '@engine/hexadominos/tiles.js';
import type { Scoring } from '@engine/hexadominos/types.js';
import {
  type HexadominosDraft,
  emptyHexadominosDraft,
  fittingCells,
  hexadominosProblem,
  hexadominosText,
  placeTile,
  readHexadominosDraft,
  readTileList,
  removeTile,
  setOver,
  setPlayers,
  setScore,
  setScoring,
  setTiles,
  setTurn,
  turnTile,
  validHexadominosText,
} from '../../lib/editor/hexadominos-draft';
import { touching } from '@components/hexadominos-board/place-words.js';
import { placeWords, tileWords } from '../../lib/hexadominos/place-words';
import { tableMarkup } from '../../lib/hexadominos/table-markup';
import type { Lang } from '../../i18n';
import type { Panel, Say } from './panel';

export function hexadominosPanel(
  root: HTMLElement,
  lang: Lang,
  say: Say,
  current: () => HexadominosDraft,
  edit: (next: HexadominosDraft) => void,
  refuse: (message: string) => void,
): Panel<HexadominosDraft> {
  const field = <T extends HTMLElement>(name: string) => root.querySelector<T>(`[data-hd="${name}"]`)!;
  const scoring = field<HTMLSelectElement>('scoring');
  const players = field<HTMLSelectElement>('players');
  const turn = field<HTMLSelectElement>('turn');
  const over = field<HTMLInputElement>('over');
  const picker = field<HTMLElement>('tile');
  /** The tile chosen in the drawn list (a radio group: a click, or the arrow keys). */
  const tile = {
    get value(): string {
      return picker.querySelector<HTMLInputElement>('input[name="hd-tile"]:checked')?.value ?? DEFAULT_TILES[0];
    },
  };
  const places = field<HTMLElement>('places');
  const map = field<HTMLElement>('map');
  const table = field<HTMLUListElement>('table');
  const seats = field<HTMLElement>('seats');
  const pile = field<HTMLInputElement>('pile');
  const rotation = (): Rotation => Number(root.querySelector<HTMLInputElement>('input[name="hd-rot"]:checked')?.value ?? 0) as Rotation;

  scoring.addEventListener('change', () => edit(setScoring(current(), scoring.value as Scoring)));
  players.addEventListener('change', () => edit(setPlayers(current(), Number(players.value))));
  turn.addEventListener('change', () => edit(setTurn(current(), Number(turn.value))));
  over.addEventListener('change', () => edit(setOver(current(), over.checked)));
  /** A rack's or the pile's text: tiles as the position text lists them, or a message and no change. */
  const readList = (input: HTMLInputElement, where: number | 'pile') => {
    const tiles = readTileList(input.value);
    if (tiles) edit(setTiles(current(), where, tiles));
    else refuse(say('hd.badList', { value: input.value }));
  };
  pile.addEventListener('change', () => readList(pile, 'pile'));
  // Buttons drawn from the draft: one listener each for the lists, reading what the button says.
  places.addEventListener('click', (event) => {
    const chosen = (event.target as HTMLElement).closest<HTMLButtonElement>('button');
    const at = chosen?.dataset.at;
    if (at) edit(placeTile(current(), tile.value, at.split(',').map(Number) as unknown as Axial, Number(chosen.dataset.rot) as Rotation));
  });
  // The drawn places: a click lays the tile as that place's button in the list does (the list holds how it is laid).
  map.addEventListener('click', (event) => {
    const at = (event.target as Element).closest('[data-at]')?.getAttribute('data-at');
    if (at) places.querySelector<HTMLButtonElement>(`button[data-at="${at}"]`)?.click();
  });
  /** A place as the board names it, by the tiles it touches ("east of 1 1 2 3 4 5"): the board shows no grid coordinates. */
  const where = (draft: HexadominosDraft, at: Axial) => ({ at: placeWords(lang, draft.board, at) });
  /**
   * The k-th tile down named by the tiles laid before it, as the board names a tile just laid (the first: in the middle
   * of the table), so that no two tiles are named by each other; by all its neighbours when none was laid before it.
   */
  const placedWhere = (draft: HexadominosDraft, k: number) => {
    const { at } = draft.board[k];
    const before = draft.board.slice(0, k);
    const first = k === 0 && at[0] === 0 && at[1] === 0;
    return { at: placeWords(lang, first || touching(before, at).length ? before : draft.board, at) };
  };
  /** The places where the chosen tile fits, each laying it turned the chosen way if that fits, else the first way that does. */
  const drawPlaces = (draft: HexadominosDraft) => {
    const fitting = fittingCells(draft, tile.value);
    const wanted = rotation();
    // Each place with the way the tile is laid there: turned the chosen way if that fits, else the first way that does.
    const laid = fitting.map(({ at, rotations }) => ({ at, tile: tile.value, rot: rotations.includes(wanted) ? wanted : rotations[0] }));
    // Our own drawing (table-markup.ts escapes every text it writes), of the draft's tiles and these places; hidden
    // from screen readers (the list names the places), so its name is the list's.
    map.innerHTML = tableMarkup(draft.board, { spots: laid.map((place) => place.at), ghosts: laid, label: say('hd.places') });
    if (!fitting.length) return places.replaceChildren(say('hd.fitsNowhere', { tile: tileWords(tile.value) }));
    places.replaceChildren(
      ...laid.flatMap(({ at, rot }) => {
        const words = rot === wanted ? say('hd.place', where(draft, at)) : say('hd.placeTurned', { ...where(draft, at), rot });
        return [button(words, { at: cellKey(at), rot: String(rot) }), ' '];
      }),
    );
  };
  picker.addEventListener('change', () => drawPlaces(current()));
  root.querySelectorAll<HTMLInputElement>('input[name="hd-rot"]').forEach((radio) => radio.addEventListener('change', () => drawPlaces(current())));
  table.addEventListener('click', (event) => {
    const button = (event.target as HTMLElement).closest<HTMLButtonElement>('button');
    const at = button?.dataset.at?.split(',').map(Number) as unknown as Axial | undefined;
    if (!button || !at) return;
    const next = button.dataset.do === 'turn' ? turnTile(current(), at) : removeTile(current(), at);
    edit(next);
    // The list is drawn again: keep the keyboard where it was.
    table.querySelector<HTMLButtonElement>(`button[data-do="${button.dataset.do}"][data-at="${button.dataset.at}"]`)?.focus();
  });

  const button = (text: string, data: Record<string, string>) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = text;
    Object.assign(b.dataset, data);
    return b;
  };
  const labelled = (id: string, label: string, onChange: (input: HTMLInputElement) => void, type?: 'number') => {
    const p = document.createElement('p');
    const l = Object.assign(document.createElement('label'), { htmlFor: id, textContent: label });
    const input = Object.assign(document.createElement('input'), { id, spellcheck: false, autocomplete: 'off' });
    if (type) input.type = type;
    else input.setAttribute('aria-describedby', 'hd-list-help');
    input.addEventListener('change', () => onChange(input));
    p.append(l, input);
    return p;
  };
  /** Seat fields are drawn again only when the number of seats changes, so typing in one never loses focus. */
  const drawSeats = (draft: HexadominosDraft) => {
    if (seats.childElementCount === draft.racks.length * 2) return;
    seats.replaceChildren(
      ...draft.racks.flatMap((_, seat) => [
        labelled(`hd-rack-${seat}`, say('hd.rack', { n: seat + 1 }), (input) => readList(input, seat)),
        // A score that is not a whole number changes nothing: the field shows the draft's score again.
        labelled(`hd-score-${seat}`, say('hd.score', { n: seat + 1 }), (input) => edit(setScore(current(), seat, Number(input.value))), 'number'),
      ]),
    );
  };

  return {
    game: 'hexadominos',
    start: () => emptyHexadominosDraft(2),
    clear: (draft) => emptyHexadominosDraft(draft.racks.length),
    render(draft) {
      scoring.value = draft.scoring;
      players.value = String(draft.racks.length);
      turn.replaceChildren(...draft.racks.map((_, seat) => new Option(say('hd.seat', { n: seat + 1 }), String(seat), false, seat === draft.turn)));
      over.checked = draft.over;
      drawPlaces(draft);
      table.replaceChildren(
        ...draft.board.map((p, k) => {
          const item = document.createElement('li');
          const at = cellKey(p.at);
          item.append(
            say('hd.placed', { tile: tileWords(p.tile), ...placedWhere(draft, k), rot: p.rot }),
            ' ',
            button(say('hd.turnTile', { tile: tileWords(p.tile) }), { do: 'turn', at }),
            ' ',
            button(say('hd.removeTile', { tile: tileWords(p.tile) }), { do: 'remove', at }),
          );
          return item;
        }),
      );
      if (!draft.board.length) table.replaceChildren(Object.assign(document.createElement('li'), { textContent: say('hd.tableEmpty') }));
      drawSeats(draft);
      draft.racks.forEach((rack, seat) => {
        const rackInput = root.querySelector<HTMLInputElement>(`#hd-rack-${seat}`)!;
        const scoreInput = root.querySelector<HTMLInputElement>(`#hd-score-${seat}`)!;
        if (document.activeElement !== rackInput) rackInput.value = rack.join(',');
        if (document.activeElement !== scoreInput) scoreInput.value = String(draft.scores[seat]);
      });
      if (document.activeElement !== pile) pile.value = draft.pile.join(',');
    },
    text: hexadominosText,
    valid: validHexadominosText,
    problem: hexadominosProblem,
    read: readHexadominosDraft,
    players: (draft) => draft.racks.length,
  };
}
