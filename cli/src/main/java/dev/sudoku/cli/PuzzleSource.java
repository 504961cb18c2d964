package dev.sudoku.cli;

/**
 * Where entries come from: a file, standard input ("-"), or a puzzle typed on the command line.
 *
 * @param name the file name, "-", or {@code argument N} for an inline puzzle
 * @param text the inline puzzle, or null for files and standard input
 */
record PuzzleSource(String name, String text) {
    static PuzzleSource file(String name) {
        return new PuzzleSource(name, null);
    }

    static PuzzleSource inline(int position, String puzzle) {
        return new PuzzleSource("argument " + position, puzzle);
    }

    boolean isStandardInput() {
        return text == null && name.equals("-");
    }

    /**
     * Whether a command-line word is meant as a puzzle rather than a file name: at least 16 characters,
     * none of them a path separator, and mostly puzzle characters (digits, letters, '.', '_', '0').
     */
    static boolean looksLikePuzzle(String word) {
        if (word.length() < 16 || word.indexOf('/') >= 0 || word.indexOf('\\') >= 0) {
            return false;
        }
        long cellLike = word.chars()
                .filter(c -> Character.isLetterOrDigit(c) || c == '.' || c == '_' || c == ' ' || c == ':')
                .count();
        return cellLike == word.length();
    }
}
