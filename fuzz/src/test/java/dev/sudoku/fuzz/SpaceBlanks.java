package dev.sudoku.fuzz;

/**
 * When a one-line puzzle may use spaces as blanks and still be read as one. The reader documents the
 * cases it cannot tell apart, and these are left out of the exact checks: lines under 81 cells (as likely
 * rows of a grid), lines whose digit runs read as decimal numbers (a numbers line comes first), lines
 * whose first field is a whole puzzle (read as a puzzle and its rating), and lines
 * whose text between the space blanks at their ends reads as a row by itself: cells without spaces, or
 * single cells between single spaces ({@code a b c d}), as many as a row or a puzzle has.
 */
final class SpaceBlanks {
    private SpaceBlanks() {}

    /** {@code forcedSize} is the side a forced box shape fixes, or 0. */
    static boolean readable(String cells, char blank, int forcedSize) {
        if (cells.length() < 81 || cells.indexOf(blank) < 0) {
            return false;
        }
        String spaced = cells.replace(blank, ' ');
        if (spaced.isBlank()) {
            return false;
        }
        return !hasDigitRun(spaced) && !readsAsRow(spaced.strip(), forcedSize) && !puzzleThenRest(spaced, forcedSize);
    }

    /**
     * A first field of a whole puzzle's cells (81 or more) then a space: a puzzle with a rating after it.
     * Leading blanks read as indentation, so the field starts after them.
     */
    private static boolean puzzleThenRest(String spaced, int forcedSize) {
        String content = spaced.stripLeading();
        int field = content.indexOf(' ');
        return field >= 81
                && field < content.length()
                && (forcedSize > 0 ? field == forcedSize * forcedSize : usable(field, 0));
    }

    private static boolean readsAsRow(String content, int forcedSize) {
        if (content.indexOf(' ') < 0) {
            return usable(content.length(), forcedSize);
        }
        boolean alternating = content.length() % 2 == 1;
        for (int i = 0; i < content.length() && alternating; i++) {
            alternating = (i % 2 == 1) == (content.charAt(i) == ' ');
        }
        return alternating && usable((content.length() + 1) / 2, forcedSize);
    }

    /** A count of cells that makes a row or a whole puzzle. */
    private static boolean usable(int count, int forcedSize) {
        if (forcedSize > 0) {
            return count == forcedSize || count == forcedSize * forcedSize;
        }
        int side = (int) Math.round(Math.sqrt(count));
        return (count >= 4 && count <= 64) || (side * side == count && side >= 4 && side <= 64);
    }

    private static boolean hasDigitRun(String spaced) {
        for (String piece : spaced.trim().split(" +")) {
            if (piece.length() > 1 && piece.chars().allMatch(c -> c >= '0' && c <= '9')) {
                return true;
            }
        }
        return false;
    }
}
