package dev.sudoku.count;

/**
 * One conjugacy class of a cell-map group: the elements g x g^-1 for every g of the group. Conjugate maps
 * have cycles of the same lengths on the cells after renaming the cells by g, so each fixes as many grids
 * up to relabelling, and Burnside's sum needs one count per class.
 *
 * @param representative the class's least element number in its {@link CellMapGroup}
 * @param size how many elements the class has
 */
record ConjugacyClass(int representative, int size) {
    ConjugacyClass {
        if (representative < 0 || size < 1) {
            throw new IllegalArgumentException(
                    "a class has a representative and members, got " + representative + " and " + size);
        }
    }
}
