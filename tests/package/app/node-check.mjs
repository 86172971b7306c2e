// Plain Node, no bundler: the engines and the element entry import from the installed tarball and play.
import assert from 'node:assert/strict';
import { formatRecord, legalActions, newGame, parsePosition, place } from 'hexone/engine';
import * as hexadominos from 'hexone/hexadominos';

let state = newGame({ exits: 'express', tiles: true }, 'b');
for (const cell of ['b2', 'd4', 'b2']) {
  const result = place(state, cell);
  assert.ok(result.ok, `placing on ${cell} was refused: ${JSON.stringify(result)}`);
  state = result.state;
}
assert.equal(state.toMove, 'w');
assert.ok(legalActions(state).length > 0);
const refused = place(state, 'c3');
assert.equal(refused.ok, false, 'the centre is refused');
assert.equal(parsePosition('classic b2:2b').ok, false, 'a position without the side to move is refused');
assert.equal(parsePosition('classic w b2:2b d4:1w').ok, true);
assert.match(formatRecord({ start: newGame(), moves: [{ type: 'place', cell: 'd3' }] }), /d3/);

const game = hexadominos.newGame({ players: 2, scoring: 'standard', seed: 42 });
assert.ok(game.ok);
const [best] = hexadominos.legalPlacements(game.state).sort((a, b) => b.points - a.points);
const placed = hexadominos.place(game.state, best.tile, best.at, best.rot);
assert.ok(placed.ok, 'the best placement is accepted');
assert.ok(placed.events.some((event) => event.type === 'tilePlaced'));

// The element entry under Node (server-side rendering frameworks import it): nothing registered, nothing thrown.
const elements = await import('hexone');
assert.match(elements.describeError({ code: 'centre-forbidden' }, 'fr'), /centre/);
await import('hexone/hexadominos-board');

console.log(`3 Hexone moves, a ${best.points}-point Hexa-dominos tile, the element entry imported`);
