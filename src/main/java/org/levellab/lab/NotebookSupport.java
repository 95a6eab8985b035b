package org.levellab.lab;

import java.util.Objects;
import java.util.function.BiConsumer;
import java.util.function.Function;
import org.levellab.core.Progress;
import org.levellab.core.ProgressListener;
import tech.tablesaw.api.Table;
import tech.tablesaw.plotly.components.Figure;

/**
 * Wires the engine's values into a notebook kernel. The kernel's start-up script
 * ({@code src/jupyter/startup.jshell}) calls {@link #install} with three small adapters to the
 * kernel's API, so this package compiles and tests without the kernel.
 */
public final class NotebookSupport {
  private NotebookSupport() {}

  /** Registers a renderer for a type: HTML and plain text from a value of that type. */
  @FunctionalInterface
  public interface RendererRegistry {
    void register(Class<?> type, Function<Object, String> html, Function<Object, String> text);
  }

  /**
   * Registers the renderers of {@link Table}, {@link Figure} and {@link HtmlView}, and makes long
   * runs show an updating progress line in the cell that runs them.
   *
   * @param registry registers a renderer with the kernel
   * @param display shows a value and returns its display id
   * @param update replaces the value shown under a display id
   */
  public static void install(RendererRegistry registry, Function<Object, String> display,
      BiConsumer<String, Object> update) {
    Objects.requireNonNull(registry, "registry");
    Objects.requireNonNull(display, "display");
    Objects.requireNonNull(update, "update");
    registry.register(Table.class, t -> Html.table((Table) t), t -> Html.text((Table) t));
    registry.register(Figure.class, f -> Html.figure((Figure) f), f -> "[figure: open in a notebook or the HTML export]");
    registry.register(HtmlView.class, v -> ((HtmlView) v).html(), v -> "[picture: open in a notebook or the HTML export]");
    Progress.setDefault(() -> new CellProgress(display, update));
    displayer = display;
    updater = update;
  }

  private static volatile Function<Object, String> displayer;
  private static volatile BiConsumer<String, Object> updater;

  /** Shows a value now, in the running cell, and returns its display id (null outside a kernel). */
  static String display(Object value) {
    Function<Object, String> d = displayer;
    return d == null ? null : d.apply(value);
  }

  /** Replaces what display {@code id} shows (nothing outside a kernel). */
  static void update(String id, Object value) {
    BiConsumer<String, Object> u = updater;
    if (u != null && id != null) {
      u.accept(id, value);
    }
  }

  /**
   * A progress line shown in the running cell and updated in place. When the run ends the line is
   * replaced by an empty marked element. Every progress output carries the class {@value
   * #PROGRESS_CLASS}, so the notebook runner drops whatever a run interrupted or left empty from the
   * saved notebook.
   */
  static final class CellProgress implements ProgressListener {
    private final Function<Object, String> display;
    private final BiConsumer<String, Object> update;
    private String id;
    private String label = "";
    private long start;

    CellProgress(Function<Object, String> display, BiConsumer<String, Object> update) {
      this.display = display;
      this.update = update;
    }

    @Override
    public synchronized void start(String label, long total) {
      this.label = label;
      this.start = System.nanoTime();
      this.id = display.apply(view(0, total));
    }

    @Override
    public synchronized void advance(long done, long total) {
      if (id != null) {
        update.accept(id, view(done, total));
      }
    }

    @Override
    public synchronized void finish(long done, long total) {
      if (id == null) {
        return;
      }
      // A finished bar is clutter in the paper a notebook becomes (a cell may run dozens), and how
      // long a run took on one machine is not a result: the line is left empty and the runner drops it.
      update.accept(id, new HtmlView("<span class=\"" + PROGRESS_CLASS + "\"></span>"));
    }

    private HtmlView view(long done, long total) {
      return new HtmlView("<pre class=\"" + PROGRESS_CLASS + "\" style=\"margin:0\">"
          + Html.escape(Progress.line(label, done, total, System.nanoTime() - start)) + "</pre>");
    }
  }

  /** The HTML class of a running progress line (the runner drops such outputs when saving). */
  public static final String PROGRESS_CLASS = "levellab-progress";
  /** The HTML class of the one-line summary long runs used to leave; a saved notebook carries none. */
  public static final String SUMMARY_CLASS = "levellab-run-summary";

  /** The line a finished long run leaves: {@code label: 1,000 of 1,000 in 12.3 s}. */
  static String summary(String label, long done, long total, long elapsedNanos) {
    return String.format(java.util.Locale.ROOT, "%s: %,d of %,d in %.1f s", label, done, total,
        elapsedNanos / 1e9);
  }
}
