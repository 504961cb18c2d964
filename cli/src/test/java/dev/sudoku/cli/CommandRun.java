package dev.sudoku.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;

/** Runs the command line in-process and captures what it prints. */
record CommandRun(int exitCode, String out, String err) {

    static CommandRun of(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        picocli.CommandLine cli = Main.commandLine();
        cli.setOut(new PrintWriter(out));
        cli.setErr(new PrintWriter(err));
        int code = cli.execute(args);
        cli.getOut().flush();
        cli.getErr().flush();
        return new CommandRun(code, out.toString(), err.toString());
    }

    List<String> lines() {
        return out.lines().toList();
    }
}
