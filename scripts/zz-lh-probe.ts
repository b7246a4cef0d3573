import { measureLighthouse } from './bench-lighthouse.ts';
import { lighthousePages } from './bench-pages.ts';
import { servePanel } from './bench-servers.ts';
import { formatTable } from './bench-table.ts';
const served = await servePanel({ outDir: 'dist-h8', panelPort: 4291, mockPort: 4391 });
try {
  console.log(formatTable(await measureLighthouse(served.panelUrl, served.mockUrl, lighthousePages.slice(0, 2), 1)));
} finally {
  await served.stop();
}
