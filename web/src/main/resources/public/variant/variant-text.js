// The variants' words for what the server says, fetched with the variants' code.

import { ratingText } from '../report-text.js';

/**
 * A load error of the server in the player's words: the request's field names ("'puzzle', line 2:
 * ...", "'puzzle' holds 2 puzzles; a request solves one") become the text the player gave.
 */
export function loadErrorText(error) {
    return error
        .replace(/^'puzzle' holds (\d+) puzzles; a request solves one/, 'the text holds $1 puzzles; load one at a time')
        .replace(/^'puzzle', /, '')
        .replace(/^'puzzle' /, 'the text ');
}

/**
 * The words of ratingText for a rate report (/api/rate, /api/variant/rate) of a puzzle with `clues`
 * givens: "ER 2.0 · Moderate · 24 clues"; a puzzle logic does not finish, or that is not rated for
 * another reason, says why instead of an ER and level: "24 clues · not rated: logic stops after 3 steps".
 */
export function rateReportText(report, clues) {
    if (report.status === 'RATED') return ratingText({ er: report.er, level: report.level, clues });
    const reason = report.error || String(report.status ?? 'no answer').toLowerCase();
    return [ratingText({ clues }), `not rated: ${reason}`].filter(Boolean).join(' · ');
}
