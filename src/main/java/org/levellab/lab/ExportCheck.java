package org.levellab.lab;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Reads every exported notebook page as a reader would, in headless Chromium with the network shut:
 * <ul>
 *   <li>no code a reader does not need: the page shows exactly the code cells not tagged {@code
 *       hide-input} in the executed notebook beside it;
 *   <li>the findings box ({@value Findings#CLASS}) filled in and inside the first screen (900 pixels);
 *   <li>every figure drawn (each plotly figure has its SVG) with nothing fetched;
 *   <li>no reference to an external script, style sheet, font or image in the page's markup.
 * </ul>
 * {@code mvn verify} runs it over the quick-mode exports and the main job over the standard ones; it
 * skips (saying so) when no Chromium is installed. Each problem is one line naming the page.
 *
 * <pre>java -cp target/levellab.jar org.levellab.lab.ExportCheck target/notebooks-quick</pre>
 */
public final class ExportCheck {
  /** How tall the first screen is, in CSS pixels. */
  static final int FIRST_SCREEN = 900;
  private static final List<String> BROWSERS = List.of("/usr/bin/chromium", "/usr/bin/chromium-browser",
      "/usr/bin/google-chrome");
  /** Markup that would fetch from elsewhere: script, link, img or iframe sources and CSS imports. */
  static final Pattern EXTERNAL = Pattern.compile(
      "<(?:script|link|img|iframe|source)\\b[^>]*\\b(?:src|href)\\s*=\\s*[\"']?(?:https?:)?//[^\"'\\s>]+"
          + "|@import\\s+url\\(\\s*[\"']?(?:https?:)?//|url\\(\\s*[\"']?https?://[^)]*\\.(?:woff2?|ttf|otf)");
  private static final String PROBE = """
      <script>
      window.addEventListener('load', function () {
        setTimeout(function () {
          var figs = document.querySelectorAll('div[id^="levellab_fig_"]');
          var drawn = 0;
          figs.forEach(function (f) { if (f.querySelector('svg.main-svg')) drawn++; });
          var box = document.querySelector('.levellab-findings');
          var top = box ? box.getBoundingClientRect().top + window.scrollY : -1;
          var filled = box && box.querySelectorAll('li').length > 0 ? 1 : 0;
          var code = document.querySelectorAll('.jp-CodeCell .jp-InputArea').length;
          var pre = document.createElement('pre');
          pre.id = 'll-export-check';
          pre.textContent = 'figures=' + figs.length + ' drawn=' + drawn + ' findingsTop=' + Math.round(top)
              + ' findingsFilled=' + filled + ' code=' + code;
          // Read, the page is emptied: the DOM Chromium then dumps is this line, not the 5 MB of the
          // page and its inline plotly.js (a second and a half of Chromium's CPU per page).
          document.head.replaceChildren();
          document.body.replaceChildren(pre);
        }, 3000);
      });
      </script>
      """;

  private ExportCheck() {}

  /** The installed Chromium, or null. */
  static Path browser() {
    String configured = System.getProperty("levellab.chromium");
    if (configured != null) {
      return Files.isExecutable(Path.of(configured)) ? Path.of(configured) : null;
    }
    return BROWSERS.stream().map(Path::of).filter(Files::isExecutable).findFirst().orElse(null);
  }

  /** The problems of one exported page, its executed notebook beside it (same name, .ipynb). */
  public static List<String> check(Path page, Path chromium) {
    List<String> problems = new ArrayList<>();
    String name = page.getFileName().toString();
    String html;
    try {
      html = Files.readString(page, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + page, e);
    }
    Matcher external = EXTERNAL.matcher(stripScripts(html));
    if (external.find()) {
      problems.add(name + ": an external reference in the page: " + clip(external.group()));
    }
    int shownCode = shownCodeCells(page.resolveSibling(name.replaceFirst("\\.html$", ".ipynb")));
    String result;
    try {
      result = probe(chromium, html);
    } catch (IOException | InterruptedException e) {
      problems.add(name + ": Chromium could not read the page: " + e.getMessage());
      return problems;
    }
    if (result == null) {
      problems.add(name + ": the page did not finish loading in Chromium");
      return problems;
    }
    int figures = field(result, "figures");
    int drawn = field(result, "drawn");
    int top = field(result, "findingsTop");
    int code = field(result, "code");
    if (drawn != figures) {
      problems.add(name + ": " + (figures - drawn) + " of " + figures + " figures not drawn offline");
    }
    if (top < 0) {
      problems.add(name + ": no findings box");
    } else if (top > FIRST_SCREEN) {
      problems.add(name + ": the findings box starts " + top + " px down, below the first screen (" + FIRST_SCREEN
          + " px)");
    } else if (field(result, "findingsFilled") == 0) {
      problems.add(name + ": the findings box was never filled in");
    }
    if (shownCode >= 0 && code != shownCode) {
      problems.add(name + ": the page shows " + code + " code cells, the notebook marks " + shownCode
          + " to be shown (hide the others with the hide-input tag)");
    }
    return problems;
  }

  private static String probe(Path chromium, String html) throws IOException, InterruptedException {
    Path dir = Files.createTempDirectory("levellab-export-check");
    try {
      Path copy = dir.resolve("page.html");
      int end = html.lastIndexOf("</body>");
      String probed = end < 0 ? html + PROBE : html.substring(0, end) + PROBE + html.substring(end);
      Files.writeString(copy, probed, StandardCharsets.UTF_8);
      ProcessBuilder pb = new ProcessBuilder(chromium.toString(), "--headless=new", "--no-sandbox", "--disable-gpu",
          "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
          "--disable-extensions", "--user-data-dir=" + dir.resolve("profile"),
          // the network shut: whatever the page would fetch fails, so a figure that draws drew offline
          "--host-resolver-rules=MAP * ~NOTFOUND", "--window-size=1300," + FIRST_SCREEN,
          "--virtual-time-budget=20000", "--dump-dom", copy.toUri().toString());
      pb.redirectError(dir.resolve("chromium.log").toFile());
      Process p = pb.start();
      byte[] out = p.getInputStream().readAllBytes();
      if (!p.waitFor(120, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        return null;
      }
      Matcher m = Pattern.compile("<pre id=\"ll-export-check\">([^<]*)</pre>").matcher(new String(out,
          StandardCharsets.UTF_8));
      return m.find() ? m.group(1) : null;
    } finally {
      try (Stream<Path> s = Files.walk(dir)) {
        s.sorted(java.util.Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
      }
    }
  }

  /** Code cells of the executed notebook a reader is meant to see; -1 when the notebook is not there. */
  static int shownCodeCells(Path notebook) {
    if (!Files.isRegularFile(notebook)) {
      return -1;
    }
    try {
      JsonNode nb = new ObjectMapper().readTree(notebook.toFile());
      int shown = 0;
      for (JsonNode c : nb.path("cells")) {
        if (!"code".equals(c.path("cell_type").asText())) {
          continue;
        }
        boolean hidden = false;
        for (JsonNode t : c.path("metadata").path("tags")) {
          hidden |= "hide-input".equals(t.asText());
        }
        shown += hidden ? 0 : 1;
      }
      return shown;
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + notebook, e);
    }
  }

  /** The page without its inline scripts: plotly.js names map tile servers in strings it never fetches. */
  static String stripScripts(String html) {
    return html.replaceAll("(?is)<script\\b[^>]*>(?!\\s*</script>).*?</script>", "<script></script>");
  }

  private static int field(String result, String key) {
    Matcher m = Pattern.compile(key + "=(-?\\d+)").matcher(result);
    return m.find() ? Integer.parseInt(m.group(1)) : -1;
  }

  private static String clip(String s) {
    return s.length() > 90 ? s.substring(0, 87) + "..." : s;
  }

  /**
   * Checks the given exported pages and those under the given folders; prints each problem and exits 1
   * if there is any.
   */
  public static void main(String[] args) throws IOException {
    if (args.length == 0) {
      System.err.println("usage: ExportCheck <exported page (.html) or folder of them>...");
      System.exit(2);
    }
    Path chromium = browser();
    if (chromium == null) {
      System.out.println("ExportCheck: no Chromium installed (" + BROWSERS + "): the exports were not read in a "
          + "browser");
      return;
    }
    List<String> problems = new ArrayList<>();
    int pages = 0;
    for (String a : args) {
      Path given = Path.of(a);
      List<Path> found;
      if (Files.isDirectory(given)) {
        try (Stream<Path> s = Files.list(given)) {
          found = s.filter(p -> p.toString().endsWith(".html")).sorted().toList();
        }
      } else if (Files.isRegularFile(given) && a.endsWith(".html")) {
        found = List.of(given);
      } else {
        System.err.println("ExportCheck: " + a + " is neither a folder nor an exported page (.html)");
        System.exit(2);
        return;
      }
      for (Path page : found) {
        pages++;
        problems.addAll(check(page, chromium));
      }
    }
    problems.forEach(p -> System.err.println("ExportCheck: " + p));
    if (!problems.isEmpty()) {
      System.err.println("ExportCheck: " + problems.size() + " problem(s) in " + pages + " exported pages");
      System.exit(1);
    }
    System.out.println("ExportCheck: " + pages + " exported pages read in Chromium, clean (" + String.join(", ", args)
        + ")");
  }
}
