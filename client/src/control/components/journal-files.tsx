/** Export the journal (NDJSON download) and replay an export; the panel shows the comparison. */
import { calls } from '@esk/contracts';
import { useId, useRef } from 'react';
import { admin, runCommand } from '../api/admin';
import type { ReplayResult } from '../logic/replay-view';
import styles from './journal-panel.module.css';

export function JournalFiles({ onReplayed }: { onReplayed(file: string, result: ReplayResult): void }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);

  const exportJournal = () =>
    runCommand('Export the journal', async () => {
      const response = await admin.send(calls.admin.exportJournal);
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = `journal-${new Date().toISOString().replace(/[:.]/g, '-')}.ndjson`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    });

  const replay = (file: File) =>
    runCommand(`Replay ${file.name}`, async () => {
      const response = await admin.send(calls.admin.replay, {
        headers: { 'content-type': 'application/x-ndjson' },
        body: file,
      });
      onReplayed(file.name, calls.admin.replay.response.parse(await response.json()));
    });

  return (
    <div className={styles.files}>
      <button type="button" className={styles.headButton} onClick={exportJournal}>
        Export
      </button>
      <input
        ref={input}
        id={inputId}
        className="visually-hidden"
        type="file"
        accept=".ndjson,application/x-ndjson"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void replay(file);
          if (input.current) input.current.value = '';
        }}
      />
      <label className={styles.headButton} htmlFor={inputId}>
        Replay a file
      </label>
    </div>
  );
}
