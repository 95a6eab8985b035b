package org.levellab.game.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** Parses a picture as XML and reads its classes: shared by the games' picture tests. */
public final class SvgChecks {
  private SvgChecks() {}

  /** The document of a picture, failing unless it is well-formed XML with one {@code <svg>} root. */
  public static Document parse(String svg, String what) {
    try {
      DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
      f.setNamespaceAware(true);
      Document doc = f.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
      assertEquals("svg", doc.getDocumentElement().getLocalName(), what + ": root element");
      assertEquals("http://www.w3.org/2000/svg", doc.getDocumentElement().getNamespaceURI(), what + ": namespace");
      return doc;
    } catch (Exception e) {
      return fail(what + ": not well-formed XML: " + e.getMessage() + "\n" + svg);
    }
  }

  /** Elements carrying a class. */
  public static int withClass(Document doc, String cls) {
    return withClass(doc.getDocumentElement(), cls);
  }

  /** Elements carrying a class: {@code root} and its descendants. */
  public static int withClass(Element root, String cls) {
    int self = (" " + root.getAttribute("class") + " ").contains(" " + cls + " ") ? 1 : 0;
    return self + descendantsWithClass(root, cls);
  }

  private static int descendantsWithClass(Element root, String cls) {
    NodeList all = root.getElementsByTagNameNS("*", "*");
    int n = 0;
    for (int i = 0; i < all.getLength(); i++) {
      String c = ((Element) all.item(i)).getAttribute("class");
      if ((" " + c + " ").contains(" " + cls + " ")) {
        n++;
      }
    }
    return n;
  }
}
