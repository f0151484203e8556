// Loaded with NODE_OPTIONS=--import (Node 20 refuses --cpu-prof there): profiles this process
// with the inspector and writes <CPU_PROFILE_DIR>/<pid>.cpuprofile when it exits.
import fs from 'node:fs';
import inspector from 'node:inspector';
import path from 'node:path';

const dir = process.env.CPU_PROFILE_DIR;
if (dir) {
  fs.mkdirSync(dir, { recursive: true });
  const session = new inspector.Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 200 });
  session.post('Profiler.start');
  process.on('exit', () => {
    // An in-process session answers synchronously, so this completes inside 'exit'.
    session.post('Profiler.stop', (error, result) => {
      if (!error) fs.writeFileSync(path.join(dir, `${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  });
}
