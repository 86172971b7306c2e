// React 19: the elements as JSX with typed attributes, properties (numbers, lists) and events (hexone/jsx).
import 'hexone/define';
import 'hexone/hexadominos-board';
import type { ChangeDetail } from 'hexone';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  const [record, setRecord] = useState('');
  const [moves, setMoves] = useState(0);
  return (
    <>
      <hexone-board
        id="hexone"
        exits="express"
        coordinates
        animation-speed={0}
        names={{ b: 'Anna', w: 'Ben' }}
        onhexone-change={(event: CustomEvent<ChangeDetail>) => setRecord(event.detail.record)}
        onhexone-place={() => setMoves((n) => n + 1)}
      />
      <hexadominos-board id="hexadominos" players={2} seats={[{ kind: 'human' }, { kind: 'human' }]} seed={42} names={['Anna', 'Ben']} delay={0} />
      <p id="react-record">{record}</p>
      <p id="react-moves">{moves}</p>
      {/* @ts-expect-error the JSX types know the rule sets: a misspelt one is a type error */}
      <hexone-board hidden exits="expres" />
    </>
  );
}

createRoot(document.querySelector('#app')!).render(<StrictMode><App /></StrictMode>);
