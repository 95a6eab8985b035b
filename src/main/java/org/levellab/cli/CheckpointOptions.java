package org.levellab.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import org.levellab.core.Checkpoint;
import org.levellab.core.MonteCarlo;
import org.levellab.core.RowCodec;
import org.levellab.game.PlugInFailure;
import picocli.CommandLine.Option;

/**
 * {@code --checkpoint DIR} and {@code --resume}: the options of the long seeded runs ({@code tripeaks
 * winnability}, {@code solve --deals}, {@code playtest}, the sweeps) that keep their decided prefix
 * in a {@link Checkpoint} while they run, so that a killed run goes on where its last save left it.
 *
 * <p>The checkpoint is a folder beside the run's file output, named after it ({@code
 * golf-1.bits.gz.checkpoint}, {@code w.csv.checkpoint}, a sweep's {@code DIR.checkpoint}); a run
 * whose outputs are all on the standard output keeps {@code levellab-<command>.checkpoint} in the
 * current folder. {@code --checkpoint DIR} puts it elsewhere. It is made at the first save (a
 * minute in) and removed when the run's outputs are written, so a short run leaves nothing.
 */
final class CheckpointOptions {
  @Option(names = "--checkpoint", paramLabel = "DIR",
      description = "Keep the run's decided trials in this folder while it runs, saved every minute (default: beside"
          + " the file output, as <output>.checkpoint; without one, levellab-<command>.checkpoint in the current"
          + " folder). Removed when the run ends well; kept when it fails or is stopped.")
  Path checkpoint;

  @Option(names = "--resume",
      description = "Go on with the run kept in the checkpoint (the same command line, killed or failed): the"
          + " trials it decided are not run again, and the outputs are those an uninterrupted run writes.")
  boolean resume;

  /** The words that name a trial in the resume note ("deal", "start", "game", "trial"). */
  record Unit(String name, int perRow, int total) {}

  /** The folder of a run whose file output is {@code output} (null: none), named after {@code command}. */
  Path folder(Path output, String command) {
    if (checkpoint != null) {
      return checkpoint;
    }
    if (output != null) {
      Path abs = output.toAbsolutePath().normalize();
      return output.resolveSibling(abs.getFileName() + ".checkpoint");
    }
    return Path.of("levellab-" + command.replace(' ', '-') + ".checkpoint");
  }

  /**
   * Checks the checkpoint's folder before the work (and before a note on the budget): not a file, its
   * parent a folder; for a run from the start, no checkpoint there; for {@code --resume}, one there
   * that no run under way holds. Whether it is of this run is checked by {@link #open}.
   *
   * @return the folder
   */
  Path check(Path output, String command) {
    Path dir = folder(output, command);
    String named = checkpoint != null ? "--checkpoint " + dir : "the checkpoint " + dir;
    if (Files.exists(dir) && !Files.isDirectory(dir)) {
      throw new IllegalArgumentException(named + " is a file, not a folder");
    }
    Path parent = dir.toAbsolutePath().getParent();
    if (parent != null && !Files.isDirectory(parent)) {
      OutputFile.checkFolder(checkpoint != null ? "--checkpoint" : "the checkpoint", dir, parent);
    }
    if (Checkpoint.inUse(dir)) {
      throw new IllegalArgumentException((resume ? "--resume: " : "") + named + " is in use by a run under way");
    }
    if (resume && !Checkpoint.exists(dir)) {
      throw new IllegalArgumentException("--resume: there is no checkpoint in " + dir + " (a run keeps one there"
          + " from its first save on, a minute in; give --checkpoint DIR if it was kept elsewhere)");
    }
    if (!resume && Checkpoint.exists(dir)) {
      throw new IllegalArgumentException(named + " holds the decided trials of an earlier run: add --resume to"
          + " go on with it, or remove the folder to start again");
    }
    return dir;
  }

  /** Refuses --resume or --checkpoint where no checkpoint is kept ({@code why}: the reason). */
  void refuse(String why) {
    if (resume) {
      throw new IllegalArgumentException("--resume " + why);
    }
    if (checkpoint != null) {
      throw new IllegalArgumentException("--checkpoint " + why);
    }
  }

  /**
   * The run's checkpoint, opened after every other check and before the work: a new one for a run
   * from the start (refused when the folder already holds one: that run's work is not thrown away
   * unasked), the kept one with {@code --resume} (refused when it is of another run). A resumed run
   * says on stderr where it starts.
   *
   * @param output the run's file output, beside which the checkpoint goes (null for none)
   * @param command the command, as the default folder's name and the identity's first word
   * @param unit what a row is, for the note: a resumed run of bits starts at deal {@code rows × 64}
   */
  <R> Run<R> open(Path output, Checkpoint.Identity identity, int rows, RowCodec<R> codec, Unit unit) {
    Path dir = check(output, identity.command());
    Checkpoint<R> c;
    if (resume) {
      try {
        c = Checkpoint.resume(dir, identity, rows, codec);
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException("--resume: " + e.getMessage(), e);
      }
    } else {
      c = Checkpoint.start(dir, identity, rows, codec);
    }
    c.notes(note -> note(note));
    if (c.start() > 0) {
      long at = Math.min((long) c.start() * unit.perRow(), unit.total());
      note(String.format(Locale.ROOT, "resuming at %s %,d of %,d (checkpoint %s)", unit.name(), at, unit.total(),
          dir));
    }
    return new Run<>(c);
  }

  /** A line on stderr that bad-input checks and scripts know as no error. */
  static void note(String text) {
    System.err.println("levellab: note: " + text);
    System.err.flush();
  }

  /**
   * The arguments of this command line without {@code --resume} and {@code --checkpoint DIR}: the
   * command a summary row records is the one that makes its results, wherever its checkpoint was kept
   * and however often it was resumed.
   */
  static List<String> withoutCheckpointOptions(List<String> args) {
    List<String> kept = new ArrayList<>();
    for (int i = 0; i < args.size(); i++) {
      String a = args.get(i);
      if (a.equals("--resume") || a.startsWith("--resume=") || a.startsWith("--checkpoint=")) {
        continue;
      }
      if (a.equals("--checkpoint")) {
        i++;
        continue;
      }
      kept.add(a);
    }
    return kept;
  }

  /** A run with its checkpoint: failures keep what was decided, success removes it. */
  static final class Run<R> implements AutoCloseable {
    private final Checkpoint<R> checkpoint;

    Run(Checkpoint<R> checkpoint) {
      this.checkpoint = checkpoint;
    }

    Checkpoint<R> ledger() {
      return checkpoint;
    }

    /** CPU seconds of the earlier runs up to their last save (0 for a run from the start). */
    double earlierCpuSeconds() {
      return checkpoint.earlierCpuNanos() / 1e9;
    }

    /**
     * Runs the work; when it fails, the trials decided so far are saved at once and the error's line
     * says where they are ("results decided so far are in DIR; fix and --resume").
     */
    <T> T work(Supplier<T> work) {
      try {
        return work.get();
      } catch (RuntimeException e) {
        throw failed(e);
      } catch (Error e) {
        checkpoint.keep();
        throw e;
      }
    }

    private RuntimeException failed(RuntimeException e) {
      boolean kept;
      try {
        kept = checkpoint.keep();
      } catch (RuntimeException again) {
        e.addSuppressed(again);
        return e;
      }
      if (!kept) {
        return e;
      }
      String note = "results decided so far are in " + checkpoint.dir() + "; fix and --resume";
      PlugInFailure plugIn = PlugInFailure.find(e);
      if (plugIn != null) {
        return plugIn.in(note);
      }
      if (e instanceof MonteCarlo.TrialFailedException t) {
        return t.withNote(note);
      }
      if (e instanceof IllegalArgumentException) {
        return new IllegalArgumentException(e.getMessage() + "; " + note, e);
      }
      if (e instanceof OutputFile.OutputFailedException) {
        return new OutputFile.OutputFailedException(e.getMessage() + "; " + note);
      }
      return e;
    }

    /**
     * Ends the run once its summary is printed: {@code outputs} (which throws when an output could not
     * be written) runs, then the checkpoint is removed. An output that failed keeps the checkpoint,
     * with every trial saved, and its line says so: {@code --resume} writes the outputs again.
     */
    void finish(Runnable outputs) {
      try {
        outputs.run();
      } catch (OutputFile.OutputFailedException e) {
        throw failed(e);
      }
      checkpoint.finish();
    }

    @Override
    public void close() {
      checkpoint.close();
    }
  }
}
