// React 19: the elements as JSX with typed attributes, properties (numbers, lists) and events (hexone/jsx). The
// Hexa-dominos table is a controlled component: its record goes into React's state and back into the element, and
// "Render again" renders the parent anew (new arrays for seats and names on every render), as apps do all the time.
import 'hexone/define';
import 'hexone/hexadominos-board';
import type { ChangeDetail, HexadominosChangeDetail } from 'hexone';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  const [record, setRecord] = useState('');
  const [moves, setMoves] = useState(0);
  const [table, setTable] = useState('');
  const [changes, setChanges] = useState<string[]>([]);
  const [renders, setRenders] = useState(0);
  return (
    <>
      <hexone-board
        id="hexone"
        exits="express"
        coordinates
        animation-speed={0}
        names={{ b: 'Anna', w: 'Ben' }}
        record={undefined}
        position={null}
        onhexone-change={(event: CustomEvent<ChangeDetail>) => setRecord(event.detail.record)}
        onhexone-place={() => setMoves((n) => n + 1)}
      />
      <hexadominos-board id="hexadominos" players={2} seats={[{ kind: 'human' }, { kind: 'computer', level: 'easy' }]} seed={7}
        names={['Anna', 'Ben']} delay={60_000} skipStarter fullState record={table || undefined}
        onhexadominos-change={(event: CustomEvent<HexadominosChangeDetail>) => {
          setTable(event.detail.record);
          setChanges((seen) => [...seen, event.detail.reason]);
        }} />
      <button id="rerender" type="button" onClick={() => setRenders((n) => n + 1)}>Render again</button>
      <p id="renders">{renders}</p>
      <p id="hexadominos-changes">{changes.join(' ')}</p>
      <p id="react-record">{record}</p>
      <p id="react-moves">{moves}</p>
      {/* @ts-expect-error the JSX types know the rule sets: a misspelt one is a type error */}
      <hexone-board hidden exits="expres" />
    </>
  );
}

createRoot(document.querySelector('#app')!).render(<StrictMode><App /></StrictMode>);
