import * as esbuild from 'esbuild';
import { gzipSync } from 'node:zlib';
import { elementBuildOptions } from './element-build-options.mjs';
const r = await esbuild.build({ ...elementBuildOptions({ write: false }) });
const out = r.outputFiles[0].contents;
const total = gzipSync(out, { level: 9 }).length;
const meta = r.metafile.outputs[Object.keys(r.metafile.outputs)[0]];
// group bytesInOutput
const groups = {};
for (const [f, v] of Object.entries(meta.inputs)) {
  let g = f.startsWith('node_modules/lit') || f.includes('@lit') ? 'lit' : f.includes('xstate') ? 'xstate' : f.startsWith('engine') ? f : f;
  groups[g] = (groups[g] ?? 0) + v.bytesInOutput;
}
const raw = out.length;
console.log('total raw', raw, 'gzip', total, (total/1024).toFixed(2)+'KB');
for (const [g, b] of Object.entries(groups).sort((a,b)=>b[1]-a[1])) console.log(g.padEnd(50), b, '≈gz', (b/raw*total/1024).toFixed(2));
for (const [f, v] of Object.entries(meta.inputs)) if (f.includes('node_modules')) console.log(f, v.bytesInOutput);
