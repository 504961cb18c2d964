// The daily puzzle's title, shown beside the timer (and kept with the game, game-keeper.js). What an
// import of a file into the bank did is said by imports/bank-import-text.js, fetched with the import.

/** "Daily puzzle 2026-11-26 · Fiendish" (the size added when not 9x9). */
export function dailyTitle(report) {
    const size = Math.round(Math.sqrt(report.puzzle?.length ?? 81));
    const level = size === 9 ? report.level : `${report.level} ${size}x${size}`;
    return `Daily puzzle ${report.date} · ${level}`;
}
