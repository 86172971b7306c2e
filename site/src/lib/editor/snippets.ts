/**
 * What the board editor copies for a position: the text itself, a script + element snippet (opening with a comment that
 * says what the script's host must send, as the page says under it: whoever copies the code keeps the warning), an
 * npm/JSX snippet and an <iframe> to the frame page. Pure strings, so the page only puts them in fields.
 *
 *   editorSnippets({ game: 'hexone', position: 'classic b b2:1w', lang: 'fr', origin: 'https://hexone.example.org', frameTitle: 'Plateau', readonly: true })
 *   // { text: 'classic b b2:1w',
 *   //   script: '<script type="module" src="https://hexone.example.org/hexone-board.js"></script>\n<hexone-board …>',
 *   //   jsx: "import 'hexone/define';\n…", iframe: '<iframe src="https://…/fr/embed/frame/?position=…" …>' }
 */
import { EMBED_GAMES, type GameName, frameUrl } from '../embed/frame-options';

export interface SnippetRequest {
  game: GameName;
  position: string; // valid position text of that game
  lang: 'fr' | 'en';
  origin: string; // 'https://hexone.example.org': where the element file and the frame page are served
  readonly?: boolean;
  coordinates?: boolean; // Hexone only: cell names
  frameTitle: string; // the <iframe>'s title, in the page's language: 'Plateau de Hexone'
  players?: number; // Hexa-dominos: the seats the position's racks make (each a person on the same device)
  hostNote?: string; // what the script's host must send (CORS), in the page's language: the script snippet's first line, a comment
}

export interface Snippets {
  text: string;
  script: string;
  jsx: string;
  iframe: string;
}

/** Each game's standalone file (served beside the site's pages) and npm entry. */
const FILES: Record<GameName, { file: string; module: string }> = {
  hexone: { file: 'hexone-board.js', module: 'hexone/define' },
  hexadominos: { file: 'hexadominos-board.js', module: 'hexone/hexadominos-board' },
};

/** An attribute value in double quotes (position text holds no quote, but a snippet must never break). */
const quoted = (value: string) => `"${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')}"`;

/** An HTML comment saying `text` (a "--" inside would end it early: it is spaced out). */
const comment = (text: string) => `<!-- ${text.replace(/--/g, '- -')} -->`;

/** The element's attributes for the request, in the order they are written. */
function attributes(request: SnippetRequest): [name: string, value: string | true][] {
  const out: [string, string | true][] = [];
  if (request.game === 'hexadominos') out.push(['seats', Array.from({ length: Math.max(1, request.players ?? 2) }, () => 'human').join(' ')]);
  out.push(['position', request.position]);
  if (request.readonly) out.push(['readonly', true]);
  if (request.coordinates && request.game === 'hexone') out.push(['coordinates', true]);
  out.push(['lang', request.lang]);
  return out;
}

export function editorSnippets(request: SnippetRequest): Snippets {
  const tag = EMBED_GAMES[request.game].tag;
  const { file, module } = FILES[request.game];
  const written = attributes(request).map(([name, value]) => (value === true ? name : `${name}=${quoted(value)}`));
  const frameAttributes = Object.fromEntries(attributes(request).filter(([name]) => name !== 'lang'));
  const src = frameUrl(request.origin, request.lang, request.game, frameAttributes);
  const height = request.game === 'hexone' ? 460 : 560;
  return {
    text: request.position,
    script: `${request.hostNote ? `${comment(request.hostNote)}\n` : ''}<script type="module" src="${request.origin}/${file}"></script>\n<${tag} ${written.join(' ')}></${tag}>`,
    jsx: `import '${module}';\nimport type {} from 'hexone/jsx'; // TypeScript: the element's JSX types\n\n<${tag}\n  ${written.join('\n  ')}\n/>`,
    iframe: `<iframe src=${quoted(src)}\n  title=${quoted(request.frameTitle)} width="420" height="${height}" style="border: 0" loading="lazy"></iframe>`,
  };
}
