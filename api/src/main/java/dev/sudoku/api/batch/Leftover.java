package dev.sudoku.api.batch;

import java.util.Objects;

/**
 * What a run into an output found beside it, left by an earlier run into the same output that was stopped
 * (Ctrl-C, a kill), and what it did with it. An engine hands these to its caller, which says them to the
 * user; the engine itself prints nothing.
 *
 * @param action what was done
 * @param name the file or directory found, e.g. {@code .rated.parquet.4350.partial}
 * @param output the output's name, e.g. {@code rated.parquet}
 */
public record Leftover(Action action, String name, String output) {
    /** What was done with what a stopped run left. */
    public enum Action {
        /** A stopped run's partial output (never a whole one) was deleted. */
        DELETED_PARTIAL,
        /** A partial output of a run that was stopped or is still going is named for the user to delete. */
        NAMED_PARTIAL,
        /** The output was missing and the earlier output a stopped run had moved aside was put back. */
        RESTORED_EARLIER,
        /** The earlier output a stopped run had moved aside was deleted: that run's whole output had replaced it. */
        DELETED_EARLIER,
        /** An earlier output moved aside by a run that was stopped or is still going is named for the user. */
        NAMED_EARLIER
    }

    public Leftover {
        Objects.requireNonNull(action, "action");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(output, "output");
    }

    /** One sentence for standard error, without the command's prefix. */
    public String sentence() {
        return switch (action) {
            case DELETED_PARTIAL -> "deleted " + name + ", the partial output a stopped run into " + output + " left";
            case NAMED_PARTIAL -> name + " beside " + output + " is the partial output of a run that was stopped or"
                    + " is still going: delete it once no run writes " + output;
            case RESTORED_EARLIER -> "put " + name + " back as " + output + ": a run stopped while replacing " + output
                    + " had moved it aside";
            case DELETED_EARLIER -> "deleted " + name + ", the earlier " + output + " that a stopped run had"
                    + " already replaced with its whole output";
            case NAMED_EARLIER -> name + " beside " + output + " is an earlier " + output + " that a run moved aside"
                    + " to replace it: once no run writes " + output + ", rename it back to " + output
                    + " if that is missing, else delete it";
        };
    }
}
