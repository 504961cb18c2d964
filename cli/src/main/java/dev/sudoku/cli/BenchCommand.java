package dev.sudoku.cli;

import dev.sudoku.bench.BenchRow;
import dev.sudoku.bench.BenchTable;
import dev.sudoku.bench.Dataset;
import dev.sudoku.bench.SolverBench;
import dev.sudoku.core.solve.ExactSolver;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code sudoku bench}: the dataset shoot-out table (puzzles/s, µs/puzzle, guesses) per solver. */
@Command(
        name = "bench",
        mixinStandardHelpOptions = true,
        description = {
            "Times the solvers, the rating, explain, the generator, the HTTP API or the puzzle bank, with ratios to a"
                    + " reference.",
            "Every puzzle is solved and proven unique, in file order, after warm-up; single-thread figures use"
                    + " thread CPU time. Without FILE, runs the standard sets found in --data. --http loads a"
                    + " server it starts on 127.0.0.1 instead."
        })
final class BenchCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    /** The sets the speed targets are stated for. */
    static final List<String> STANDARD_SETS =
            List.of("17_clue_49158.txt", "magictour_top1465.txt", "forum_hardest_1905_11plus.txt");

    @Parameters(paramLabel = "FILE", arity = "0..*", description = "Puzzle files to time.")
    List<Path> files = new ArrayList<>();

    @Option(
            names = "--data",
            paramLabel = "DIR",
            defaultValue = "${env:SUDOKU_DATA:-../shared/data}",
            description = "Folder of the standard sets. Default: ${DEFAULT-VALUE}.")
    Path data;

    @Option(
            names = "--solver",
            split = ",",
            defaultValue = "band,general",
            description = "Solvers to time (comma-separated). Default: ${DEFAULT-VALUE}.")
    List<String> solvers;

    @Option(
            names = "--reference",
            defaultValue = "general",
            description = "Solver the ratio column compares with. Default: ${DEFAULT-VALUE}.")
    String reference;

    @Option(
            names = "--threads",
            paramLabel = "N",
            defaultValue = "1",
            description = "Also time batch throughput with N threads (N > 1). Default: ${DEFAULT-VALUE}.")
    int threads;

    @Option(names = "--warmup", defaultValue = "2", description = "Untimed runs first. Default: ${DEFAULT-VALUE}.")
    int warmup;

    @Option(
            names = "--runs",
            defaultValue = "3",
            description = "Timed runs; the median counts. Default: ${DEFAULT-VALUE}.")
    int runs;

    @Option(
            names = "--limit",
            paramLabel = "N",
            defaultValue = "2147483647",
            description = "At most N puzzles of each file.")
    int limit;

    @Option(
            names = "--logic",
            description = "Time the logical solver instead: the full path (logic, then guessing where it stops)"
                    + " per --profile; without FILE, over 17-clue and top1465.")
    boolean logic;

    @Option(
            names = "--explain",
            description = "Time explain instead: the whole logical path of each puzzle and its first hint, per"
                    + " --profile (default players), one puzzle at a time; without FILE, every 37th puzzle of"
                    + " forum_hardest_1106.txt (--every, --picks).")
    boolean explain;

    @Option(
            names = "--rate",
            description = "Time Sudoku Explainer's rating instead, against the ratings and serate times the file"
                    + " records (lines 'puzzle ER/EP/ED time'); without FILE, se_classic_dev.txt.")
    boolean rate;

    @Option(
            names = "--generate",
            description = "Time the generator instead: minimal 9x9 puzzles without rating (the reference), each"
                    + " --levels on 9x9, and each --sizes at a level it reaches; one thread.")
    boolean generate;

    @Option(
            names = "--http",
            description = "Load the JSON API instead: a server started on 127.0.0.1, --connections clients per"
                    + " row (health, the reference, then solve, hint, explain and rate), requests/s and latency.")
    boolean http;

    @Option(
            names = "--bank",
            description = "Time the puzzle bank instead: canonical forms of FILE against the exact solver (without"
                    + " FILE, 17-clue and top1465); an import of --import-puzzles (the first --count, on --threads,"
                    + " default every core) into SQLite and --postgres against rating alone; and random picks from"
                    + " a bank of --bank-size puzzles, in the process and at a server on 127.0.0.1.")
    boolean bank;

    @Option(
            names = "--spark",
            description =
                    "Time the Spark engine instead: rate (the first 500 of top1465) and dedupe (17-clue and hardest-1905;"
                            + " each of their puzzles with one given more in 16 ways; 16 equivalent copies of each) on"
                            + " Spark's local[2] against the local engine on 2 threads, --runs times (the small dedupe input 5"
                            + " times a run), outputs compared.")
    boolean spark;

    @Option(
            names = "--spark-jobs",
            split = ",",
            paramLabel = "JOB",
            description = "With --spark, the jobs timed: rate, dedupe or both (the default), so that one can be"
                    + " timed alone.")
    List<String> sparkJobs = List.of(BenchSpark.RATE, BenchSpark.DEDUPE);

    @Option(
            names = "--import",
            description = "Time photo import instead: ms per photo on one thread for each size of the photos in"
                    + " --data/photos and for a 12-megapixel JPEG, and the exact recovery rate.")
    boolean photoImport;

    @Option(
            names = "--speed",
            description = "Time the speed goals instead, each beside the reference tool's figure (tdoku, serate,"
                    + " QQWing): solving in the process and whole files as processes of their own, rating per ER"
                    + " band, explain, generation; then a one-line summary. Reads its sets from --data.")
    boolean speed;

    @Mixin
    BenchGenerate generation;

    @Mixin
    BenchLogic logical;

    @Mixin
    BenchRate rating;

    @Mixin
    BenchExplain explaining;

    @Mixin
    BenchHttp loading;

    @Mixin
    BenchBank banking;

    /** The options of the solver table and of --logic, --rate and --generate that --bank has no use for. */
    private static final List<String> NOT_BANK = List.of(
            "--solver", "--reference", "--profile", "--sample", "--extreme-count", "--levels", "--sizes", "--seed");

    /** The options of the other tables, which --speed sets itself. */
    private static final List<String> NOT_SPEED = List.of(
            "--solver",
            "--reference",
            "--threads",
            "--profile",
            "--sample",
            "--extreme-count",
            "--levels",
            "--sizes",
            "--seed");

    /** The options of the solver table and of --logic, --rate and --generate: none applies to --http. */
    private static final List<String> NOT_HTTP = Stream.concat(
                    NOT_SPEED.stream(), Stream.of("--warmup", "--runs", "--count"))
            .toList();

    @Override
    public Integer call() throws Exception {
        if (threads < 1 || runs < 1 || warmup < 0 || limit < 1 || rating.sample < 0) {
            throw new UsageException(
                    "--threads, --runs and --limit must be positive, --warmup and --sample not negative");
        }
        RunOptions.threads(threads); // and no more than any run takes
        if ((logic ? 1 : 0)
                        + (rate ? 1 : 0)
                        + (explain ? 1 : 0)
                        + (generate ? 1 : 0)
                        + (http ? 1 : 0)
                        + (bank ? 1 : 0)
                        + (spark ? 1 : 0)
                        + (photoImport ? 1 : 0)
                        + (speed ? 1 : 0)
                > 1) {
            throw new UsageException("--logic, --rate, --explain, --generate, --http, --bank, --spark, --import and"
                    + " --speed are different tables; pick one");
        }
        if (!explain) {
            refuse(BenchExplain.OPTIONS, "applies to --explain only");
        }
        if (!spark) {
            refuse(List.of("--spark-jobs"), "applies to --spark only");
        }
        if (photoImport) {
            if (!files.isEmpty()) {
                throw new UsageException("FILE does not apply to --import: it reads the photos in --data/photos");
            }
            header();
            BenchImport.run(data, warmup, runs, spec.commandLine().getOut());
            return ExitCodes.OK;
        }
        if (spark) {
            if (!files.isEmpty()) {
                throw new UsageException("FILE does not apply to --spark: it times its own sets from --data");
            }
            header();
            BenchSpark.run(
                    data, runs, BenchSpark.jobs(sparkJobs), spec.commandLine().getOut());
            return ExitCodes.OK;
        }
        if (bank) {
            return bankTables();
        }
        if (speed) {
            return speedTable();
        }
        refuse(BenchBank.OPTIONS, "applies to --bank only");
        if (http) {
            refuse(NOT_HTTP, "does not apply to --http");
            if (!files.isEmpty()) {
                throw new UsageException(
                        "FILE does not apply to --http; name puzzles with --easy-puzzles and" + " --hardest-puzzles");
            }
            String table = loading.table(data, limit);
            header();
            spec.commandLine().getOut().print(table);
            return ExitCodes.OK;
        }
        refuse(BenchHttp.OPTIONS, "applies to --http only");
        if (!logic && !explain) {
            // Silently timing the solver table instead would leave a user thinking the profile was timed.
            refuse(List.of("--profile"), "applies to --logic and --explain only");
        }
        if (generate) {
            String table = generation.table();
            header();
            spec.commandLine().getOut().print(table);
            return ExitCodes.OK;
        }
        List<String> standard =
                logic ? BenchLogic.SETS : rate ? BenchRate.SETS : explain ? BenchExplain.SETS : STANDARD_SETS;
        BenchInputs inputs = new BenchInputs(files.isEmpty() ? sets(standard) : files, warmup, runs, limit);
        header();
        String table = logic
                ? logical.table(inputs)
                : rate
                        ? rating.table(inputs)
                        : explain ? explaining.table(inputs, explainProfiles()) : solverTable(inputs);
        spec.commandLine().getOut().print(table);
        return ExitCodes.OK;
    }

    /** The speed goals' table and its summary line. */
    private Integer speedTable() throws Exception {
        if (!files.isEmpty()) {
            throw new UsageException("FILE does not apply to --speed: it times its own sets from --data");
        }
        refuse(NOT_SPEED, "does not apply to --speed");
        refuse(BenchBank.OPTIONS, "applies to --bank only");
        refuse(BenchHttp.OPTIONS, "applies to --http only");
        if (generation.count < 1) {
            throw new UsageException("--count must be positive");
        }
        List<Path> sets = sets(BenchSpeed.SETS);
        int count = given("--count") ? generation.count : BenchSpeed.GENERATE_COUNT;
        header();
        BenchSpeed.run(
                sets,
                new BenchInputs(sets, warmup, runs, limit),
                count,
                spec.commandLine().getOut());
        return ExitCodes.OK;
    }

    /** The tables of --bank, each printed as it is done. */
    private Integer bankTables() throws Exception {
        refuse(NOT_BANK, "does not apply to --bank");
        refuse(BenchHttp.OPTIONS, "applies to --http only");
        if (generation.count < 1) {
            throw new UsageException("--count must be positive");
        }
        banking.validate(this::given, !files.isEmpty());
        boolean canonical = banking.parts.contains(BenchBank.Part.CANONICAL);
        List<Path> canonicalFiles = !canonical ? List.of() : files.isEmpty() ? sets(BenchBank.SETS) : files;
        BenchBank.Settings settings = new BenchBank.Settings(
                new BenchInputs(canonicalFiles, warmup, runs, limit),
                data,
                given("--count") ? generation.count : Integer.MAX_VALUE,
                given("--threads") ? threads : RunOptions.threads(null));
        header();
        banking.run(settings, spec.commandLine().getOut());
        spec.commandLine().getOut().flush();
        return ExitCodes.OK;
    }

    /** The profiles --explain times: those named with --profile, else the players' (explain's default). */
    private List<String> explainProfiles() {
        return given("--profile") ? logical.profiles : List.of("players");
    }

    private boolean given(String option) {
        return spec.commandLine().getParseResult().hasMatchedOption(option);
    }

    /** Times every solver that supports a file's shape on that file, one row each (two with --threads). */
    private String solverTable(BenchInputs inputs) throws Exception {
        SolverBench bench = new SolverBench(inputs.warmup(), inputs.runs());
        List<BenchRow> rows = new ArrayList<>();
        for (Path file : inputs.files()) {
            Dataset dataset = inputs.load(file);
            for (String name : solvers) {
                Supplier<ExactSolver> factory = SolverOption.factory(name);
                if (dataset.puzzles().isEmpty()
                        || !factory.get().supports(dataset.puzzles().get(0).shape())) {
                    continue;
                }
                rows.add(bench.run(dataset, name, factory));
                if (threads > 1) {
                    rows.add(bench.runParallel(dataset, name, factory, threads));
                }
                System.err.printf("  %s / %s done%n", dataset.name(), name);
            }
        }
        return BenchTable.format(rows, reference);
    }

    /** Refuses options that were given but do nothing in this mode, saying why. */
    private void refuse(List<String> options, String why) {
        for (String option : options) {
            if (given(option)) {
                throw new UsageException(option + " " + why);
            }
        }
    }

    private void header() {
        spec.commandLine()
                .getOut()
                .printf(
                        "JDK %s, %d cores, %s%n",
                        System.getProperty("java.version"),
                        Runtime.getRuntime().availableProcessors(),
                        System.getProperty("os.arch"));
    }

    private List<Path> sets(List<String> names) {
        List<Path> sets = new ArrayList<>();
        for (String name : names) {
            Path file = data.resolve(name);
            if (!Files.isReadable(file)) {
                throw new UsageException("no FILE given and " + file + " is missing; name files or set --data");
            }
            sets.add(file);
        }
        return sets;
    }
}
