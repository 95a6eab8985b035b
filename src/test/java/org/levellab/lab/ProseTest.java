package org.levellab.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.levellab.core.Estimate;
import org.levellab.core.Stats;

class ProseTest {
  @Test
  void placeholdersTakeTheValuesInOrderFormattedAsTablesWriteThem() {
    Estimate share = Stats.proportion(9956, 10000, 0.95);
    String html = Prose.render("**Every stack?** No: {} of {} are beatable ({}); mean {}.", 9956, 10000,
        Lab.pct(share), 2.0 / 3);
    assertEquals("<div class=\"levellab-prose\"><p><b>Every stack?</b> No: 9956 of 10,000 are beatable ("
        + Lab.pct(share) + "); mean 0.667.</p></div>", html);
  }

  @Test
  void aValuesTextIsNeverReadAsMarkdownOrHtml() {
    String html = Prose.render("got {}", "**<b>not bold</b>**");
    assertTrue(html.contains("**&lt;b&gt;not bold&lt;/b&gt;**"), html);
  }

  @Test
  void listsAndParagraphs() {
    String html = Prose.render("First {}.\n\n* one `code`\n* two *it*\n  goes on", 1);
    assertEquals("<div class=\"levellab-prose\"><p>First 1.</p><ul><li>one <code>code</code></li>"
        + "<li>two <i>it</i> goes on</li></ul></div>", html);
  }

  @Test
  void placeholdersAndValuesMustMatch() {
    assertThrows(IllegalArgumentException.class, () -> Prose.render("{} and {}", 1));
    assertThrows(IllegalArgumentException.class, () -> Prose.render("{}", 1, 2));
    assertThrows(IllegalArgumentException.class, () -> Prose.render("{}", (Object) null));
  }
}
