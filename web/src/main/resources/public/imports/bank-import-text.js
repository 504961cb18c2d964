// Sentences the page shows about a file added to the puzzle bank: what the import did, and why a file
// is too large to send. Fetched with the import (bank-import.js), not with the page. Numbers are
// written without the locale, as in report-text.js.

/** What an import's reports add up to: counts, and each skipped entry with its reason. */
export function importCounts(reports) {
    const counts = { stored: 0, duplicate: 0, skipped: [] };
    for (const report of reports) {
        if (report.status === 'STORED') counts.stored++;
        else if (report.status === 'DUPLICATE') counts.duplicate++;
        else counts.skipped.push(skippedText(report));
    }
    return counts;
}

/** "12 stored, 3 already in the bank, 1 skipped" */
export function importHeadline(reports) {
    if (!reports.length) return 'no puzzles found in the file';
    const { stored, duplicate, skipped } = importCounts(reports);
    const parts = [];
    if (stored || (!duplicate && !skipped.length)) parts.push(`${stored} stored`);
    if (duplicate) parts.push(`${duplicate} already in the bank`);
    if (skipped.length) parts.push(`${skipped.length} skipped`);
    return parts.join(', ');
}

/** The headline, then the first `shown` skipped entries: "…, 1 skipped: line 7: no solution." */
export function importSummary(reports, shown = 3) {
    const headline = importHeadline(reports);
    const { skipped } = importCounts(reports);
    const first = capitalise(headline);
    if (!skipped.length) return `${first}.`;
    const more = skipped.length > shown ? `; and ${skipped.length - shown} more` : '';
    return `${first}: ${skipped.slice(0, shown).join('; ')}${more}.`;
}

/** "line 7: more than one solution". A reader's own reason already names its line (and column). */
function skippedText(report) {
    const reason = report.error || REASONS[report.status] || `not stored (${report.status})`;
    if (/^line \d/.test(reason) || report.line == null) return reason;
    return `line ${report.line}: ${reason}`;
}

const REASONS = {
    INVALID: 'not a valid puzzle',
    MULTIPLE: 'more than one solution',
    NONE: 'no solution',
    STUCK: 'the techniques cannot finish it',
    TIMEOUT: 'not rated in time; send the file again',
};

/** Said before sending a file the server would refuse as too large. */
export function tooLargeText(name, bytes, limit) {
    const kb = (n) => `${Math.ceil(n / 1024)} KB`;
    return `${name} is ${kb(bytes)}; the bank takes up to ${kb(limit)} at a time. Split the file, or use "sudoku bank import".`;
}

function capitalise(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}
