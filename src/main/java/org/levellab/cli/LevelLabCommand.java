package org.levellab.cli;

import java.io.InputStream;
import java.io.PrintWriter;
import java.util.List;
import java.util.Properties;
import org.levellab.core.Progress;
import org.levellab.game.PlugInFailure;
import org.levellab.game.PlugIns;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code levellab} command: {@code java -jar target/levellab.jar --help}. */
@Command(
    name = "levellab",
    mixinStandardHelpOptions = true,
    versionProvider = LevelLabCommand.Version.class,
    description = "LevelLab: level design research for casual puzzle and card games.")
public final class LevelLabCommand implements java.util.concurrent.Callable<Integer> {
  /**
   * The commands, in the order the help lists them. They are added by {@link #commandLine(String...)}
   * rather than listed in the annotation, so that a run builds the model of the one command it names:
   * picocli builds every listed command's model by reflection, about 0.1 s of a one-shot run's start.
   */
  static final List<Class<?>> COMMANDS = List.of(
      MonteCarloCommand.class,
      PlayCommand.class,
      ReplayCommand.class,
      SolveCommand.class,
      PlaytestCommand.class,
      HintCommand.class,
      DealCommand.class,
      ContractCommand.class,
      TripeaksCommand.class,
      PairCommand.class,
      SkiddyCommand.class,
      Match3Command.class,
      SweepCommand.class,
      CommandLine.HelpCommand.class);

  /** The commands that take any game of the catalogue: their help lists its games and agents. */
  static final List<String> GENERIC_COMMANDS = List.of("play", "replay", "solve", "playtest", "hint", "deal",
      "contract");

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() {
    return LevelLabCommand.missingCommand(spec);
  }

  /**
   * What a command that only groups others does when called alone: one line saying which commands it
   * takes, then its usage, on standard error, and exit code 2 (a command line that does nothing is a
   * mistake, not a request for help: {@code --help} prints the usage on stdout and exits 0).
   */
  static int missingCommand(CommandLine.Model.CommandSpec spec) {
    CommandLine cl = spec.commandLine();
    PrintWriter err = cl.getErr();
    java.util.List<String> names = new java.util.ArrayList<>(spec.subcommands().keySet());
    names.remove("help");
    err.println("levellab: error: '" + spec.qualifiedName() + "' needs a command: " + String.join(", ", names));
    cl.usage(err);
    err.flush();
    return 2;
  }

  public static void main(String[] args) {
    // bin/levellab names the LEVELLAB_CLASSPATH entries: the JVM skips a corrupt jar without a word
    PlugIns.checkClassPath(System.getProperty("levellab.classpath"));
    int code;
    try {
      code = execute(args);
    } catch (OutOfMemoryError e) {
      // one line, not a trace: the run needed more heap than it has (LEVELLAB_JAVA_OPTS=-Xmx...)
      System.err.println("levellab: error: out of memory (" + e.getMessage() + "); give the JVM more heap"
          + " (-Xmx) or ask for fewer trials");
      code = 1;
    }
    System.exit(code);
  }

  /** Runs the command line and returns the exit code (tests call this). */
  public static int execute(String... args) {
    return commandLine(args).execute(args);
  }

  /** The configured command line with every command: bad input gives a one-line error, never a stack trace. */
  public static CommandLine commandLine() {
    return build(null);
  }

  /**
   * The command line for {@code args}: when the first argument names a command, only that command is
   * added (it parses and runs as in the whole tree, and its errors and help are the same); otherwise
   * (no argument, an option, {@code help}, an unknown name) every command, for the usage that lists
   * them or the error that names the unknown one.
   */
  public static CommandLine commandLine(String... args) {
    return build(args.length == 0 ? null : named(args[0]));
  }

  /** The command class whose name or alias is {@code name}, or null ({@code help} included: it needs them all). */
  static Class<?> named(String name) {
    for (Class<?> c : COMMANDS) {
      Command command = c.getAnnotation(Command.class);
      if (c != CommandLine.HelpCommand.class
          && (command.name().equals(name) || List.of(command.aliases()).contains(name))) {
        return c;
      }
    }
    return null;
  }

  private static CommandLine build(Class<?> only) {
    CommandLine cl = new CommandLine(new LevelLabCommand());
    for (Class<?> c : COMMANDS) {
      if (only == null || c == only) {
        cl.addSubcommand(c);
      }
    }
    AsciiNumbers.install(cl);
    for (String name : GENERIC_COMMANDS) {
      CommandLine generic = cl.getSubcommands().get(name);
      if (generic != null) {
        CatalogueHelp.install(generic);
      }
    }
    cl.setParameterExceptionHandler(CommandLineErrors::oneLine);
    cl.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
      PrintWriter err = commandLine.getErr();
      PlugInFailure plugIn = PlugInFailure.find(ex);
      if (plugIn != null) {
        // a plug-in jar's game or agent broke, not the command line: its line names the game, jar and method
        err.println("levellab: error: " + plugIn.getMessage());
        err.flush();
        return 1;
      }
      if (ex instanceof OutputFile.OutputFailedException) {
        // the work was done and its summary printed; only an output is missing
        err.println("levellab: error: " + ex.getMessage());
        err.flush();
        return OutputFile.NOT_WRITTEN;
      }
      if (ex instanceof IllegalArgumentException || ex instanceof java.io.IOException
          || ex instanceof java.io.UncheckedIOException) {
        err.println("levellab: error: " + ex.getMessage());
        err.flush();
        return 2;
      }
      if (ex instanceof org.levellab.core.MonteCarlo.TrialFailedException) {
        // a trial that failed names itself and its seed, so it can be replayed alone
        err.println("levellab: error: " + ex.getMessage());
        err.flush();
        return 1;
      }
      throw ex;
    });
    // Progress goes to stderr so that stdout stays clean JSON; LEVELLAB_PROGRESS=0 silences it.
    if (!"0".equals(System.getenv("LEVELLAB_PROGRESS"))) {
      Progress.setDefault(StderrProgressBar::new);
    }
    return cl;
  }

  /** The version from the build. */
  public static final class Version implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
      return new String[] {"levellab " + version()};
    }

    public static String version() {
      try (InputStream in = LevelLabCommand.class.getResourceAsStream("/org/levellab/version.properties")) {
        Properties p = new Properties();
        if (in != null) {
          p.load(in);
        }
        return p.getProperty("version", "unknown");
      } catch (java.io.IOException e) {
        return "unknown";
      }
    }
  }
}
