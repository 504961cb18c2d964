// The variants' words for what the server says, fetched with the variants' code.

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
