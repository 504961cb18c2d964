package dev.sudoku.cli;

import dev.sudoku.api.GridText;
import dev.sudoku.api.io.FileReasons;
import dev.sudoku.api.json.Report;
import dev.sudoku.cli.text.ImportText;
import dev.sudoku.cli.text.JsonLines;
import dev.sudoku.cli.text.ReportFormat;
import dev.sudoku.core.solve.Solvers;
import dev.sudoku.photo.DebugSink;
import dev.sudoku.photo.DigitModel;
import dev.sudoku.photo.PhotoLimits;
import dev.sudoku.photo.PhotoReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code sudoku import}: reads the puzzle in each photo, one output per photo, in order. */
@Command(
        name = "import",
        mixinStandardHelpOptions = true,
        description = {
            "Reads the puzzle in each photo (JPEG, PNG, GIF or BMP, any resolution): finds the grid, rectifies it, reads"
                    + " the digits and repairs the reading with the exact solver.",
            "Exit code 0 when every photo gives a puzzle with exactly one solution, 1 otherwise, 2 on a usage"
                    + " error."
        })
final class ImportCommand extends EntryCommand implements Callable<Integer> {
    @Parameters(paramLabel = "PHOTO", arity = "1..*", description = "The photos to read; - for standard input.")
    List<String> photos;

    @Option(
            names = "--format",
            defaultValue = "line",
            description = "Output: line, grid or json (JSON Lines, with each cell's confidence and the repairs)."
                    + " Default: ${DEFAULT-VALUE}.")
    OutputFormat format;

    @Option(
            names = "--debug",
            paramLabel = "DIR",
            description = "Write each photo's intermediate pictures to DIR: the outline found, the ink, the"
                    + " rectified grid with its lines, and the cells as read (NAME-outline.png ...; K-NAME-outline.png"
                    + " when two photos given share a name, K the photo's place in the list).")
    Path debug;

    @Override
    public Integer call() {
        if (debug != null) {
            try {
                Files.createDirectories(debug);
            } catch (FileAlreadyExistsException e) {
                // Java's name for a file (not a folder) where the folder is to be.
                throw new UsageException("--debug " + FileReasons.cannotWrite(debug.toString(), "not a directory"));
            } catch (IOException e) {
                throw new UsageException("--debug " + FileReasons.cannotWrite(debug.toString(), e));
            }
        }
        ReportFormat writer = format == OutputFormat.JSON
                ? new JsonLines()
                : new ImportText(format == OutputFormat.GRID, GridText.DEFAULT);
        PhotoReader reader = new PhotoReader(DigitModel.bundled(), PhotoLimits.DEFAULT, Solvers.create(Solvers.AUTO));
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        boolean allSolved = true;
        for (int i = 0; i < photos.size(); i++) {
            String photo = photos.get(i);
            DebugSink sink = debug == null ? DebugSink.NONE : new DebugDirectory(debug, DebugDirectory.stem(photos, i));
            Report report = ImportReports.read(reader, photo, streams().in(), PhotoLimits.DEFAULT, sink);
            allSolved &= report.status().isSuccess();
            out.print(writer.render(report));
            out.flush();
            if (format == OutputFormat.LINE) {
                // The line stays the puzzle alone, ready for a pipe; a person still sees what to know.
                ImportText.warnings(report).forEach(w -> err.println(photo + ": warning: " + w));
                ImportText.cellsToCheck(report).ifPresent(cells -> err.println(photo + ": check: " + cells));
                err.flush();
            }
        }
        return allSolved ? ExitCodes.OK : ExitCodes.FAILURE;
    }
}
