// No framework: the element from 'hexone/define', the engine from 'hexone/engine', the computer in its worker.
import 'hexone/define';
import { parsePosition } from 'hexone/engine';

const app = document.querySelector('#app');
const log = document.querySelector('#log');
const board = document.createElement('hexone-board');
board.setAttribute('computer', 'w');
board.setAttribute('level', 'easy');
board.setAttribute('animation-speed', '0');
board.setAttribute('coordinates', '');
board.addEventListener('hexone-change', (event) => {
  log.textContent = `${event.detail.reason} ${event.detail.state.toMove} ${board.getPosition()}`;
});
app.append(board);
document.body.dataset.engine = String(parsePosition('classic b opening').ok);
