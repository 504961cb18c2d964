// A copy of what this browser keeps of the player, the statistics and each puzzle's record (progress.js),
// saved as a file and read back: for another browser, or after the browser's data is cleared. Pure: the
// dialog (stats.js) saves and restores it.

import { parseEntries, serializeEntries } from '../progress.js';
import { parseStats, serializeStats } from './stats-record.js';

export const COPY_FORMAT = 'sudoku-player-record';

/** The file's text: both records as their stores keep them, and the day (YYYY-MM-DD) it was saved. */
export function recordCopy(stats, entries, day) {
    const kept = { stats: JSON.parse(serializeStats(stats)), progress: JSON.parse(serializeEntries(entries)) };
    return JSON.stringify({ format: COPY_FORMAT, version: 1, saved: day, ...kept });
}

/**
 * The records a copy holds, `{ stats, entries, saved }`, each read as its store reads its own (what does
 * not read is dropped); or `{ error }`, why the text is not such a copy.
 */
export function readRecordCopy(text) {
    let data;
    try {
        data = JSON.parse(text);
    } catch {
        return { error: 'it is not JSON' };
    }
    if (data?.format !== COPY_FORMAT) return { error: 'it is not a copy saved by Statistics' };
    if (data.version !== 1) return { error: `it is of version ${data.version}, which this page does not read` };
    return {
        stats: parseStats(JSON.stringify(data.stats ?? null)),
        entries: parseEntries(JSON.stringify(data.progress ?? null)),
        saved: /^\d{4}-\d\d-\d\d$/.test(data.saved) ? data.saved : '',
    };
}
