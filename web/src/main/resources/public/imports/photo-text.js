// What the page says about a photo read by /api/import: which cells to check and a one-line summary.
// Pure functions (no DOM), tested with node --test.

import { countOf } from '../report-text.js';

/** The largest photo the server reads (WebLimits.maxImageBytes). */
export const PHOTO_LIMIT_BYTES = 8 * 1024 * 1024;

/** Cells read with less confidence than this are marked for the player to check. */
export const CHECK_BELOW = 0.9;

/** The indexes of the cells whose confidence is below `threshold`, in reading order. */
export function cellsToCheck(report, threshold = CHECK_BELOW) {
    return (report.confidences ?? []).flatMap((confidence, cell) => (confidence < threshold ? [cell] : []));
}

function cellName(cell, size) {
    return `r${Math.floor(cell / size) + 1}c${(cell % size) + 1}`;
}

/** The status line after a photo was read: what was found, what was repaired, what to check, warnings. */
export function photoSummary(report, name) {
    if (!report.puzzle) return `No puzzle read from ${name}: ${report.error}`;
    const size = Math.round(Math.sqrt(report.puzzle.length));
    const givens = [...report.puzzle].filter((c) => c !== '.').length;
    const parts = [`Read a ${size}x${size} puzzle with ${countOf(givens, 'given')} from ${name}`];
    const repairs = report.repairs ?? [];
    if (repairs.length > 0) {
        parts.push(`repaired ${repairs.map((r) => `${r.cell} (${r.read} → ${r.kept})`).join(', ')}`);
    }
    const check = cellsToCheck(report).map((cell) => cellName(cell, size));
    if (check.length > 0) parts.push(`check the marked cells ${check.join(', ')}`);
    if (report.status !== 'SOLVED') parts.push(report.error);
    parts.push(...(report.warnings ?? []));
    return `${parts.join('; ')}.`;
}

/**
 * How the status line shows a reading: an error when it does not solve, a warning when cells are to
 * be checked, a success only when it solved and nothing needs saying.
 */
export function photoKind(report) {
    if (report.status !== 'SOLVED') return 'error';
    if (cellsToCheck(report).length > 0) return 'warning';
    return (report.warnings ?? []).length > 0 ? 'info' : 'success';
}

/** Why a photo was not sent. */
export function tooLargePhotoText(name, bytes) {
    const mb = (n) => (n / (1024 * 1024)).toFixed(1);
    return `${name} was not sent: it has ${mb(bytes)} MB, the server reads photos up to ${mb(PHOTO_LIMIT_BYTES)} MB.`;
}
