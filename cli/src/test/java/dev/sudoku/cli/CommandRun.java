package dev.sudoku.cli;

import dev.sudoku.cli.io.Streams;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Runs the command line in-process and captures what it prints. */
record CommandRun(int exitCode, String out, String err, byte[] binary) {

    static CommandRun of(String... args) {
        return withInput("", args);
    }

    /** Runs with the given text as standard input. */
    static CommandRun withInput(String stdin, String... args) {
        return withBinaryInput(stdin.getBytes(StandardCharsets.UTF_8), args);
    }

    /** Runs with the given bytes as standard input (a photo, say). */
    static CommandRun withBinaryInput(byte[] stdin, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        ByteArrayOutputStream binary = new ByteArrayOutputStream();
        picocli.CommandLine cli = CommandTree.commandLine(Streams.of(new ByteArrayInputStream(stdin), binary), args);
        cli.setOut(new PrintWriter(out));
        cli.setErr(new PrintWriter(err));
        int code = CommandTree.execute(cli, args);
        cli.getOut().flush();
        cli.getErr().flush();
        return new CommandRun(code, out.toString(), err.toString(), binary.toByteArray());
    }

    List<String> lines() {
        return out.lines().toList();
    }

    /** The body rows of the Markdown tables printed, each as its trimmed cells (headers and rules left out). */
    List<List<String>> tableRows() {
        List<String> table = lines().stream().filter(l -> l.startsWith("|")).toList();
        List<List<String>> rows = new ArrayList<>();
        for (int i = 0; i < table.size(); i++) {
            boolean header = i + 1 < table.size() && table.get(i + 1).startsWith("|-");
            if (!header && !table.get(i).startsWith("|-")) {
                rows.add(Arrays.stream(table.get(i).substring(1).split("\\|"))
                        .map(String::trim)
                        .toList());
            }
        }
        return rows;
    }
}
