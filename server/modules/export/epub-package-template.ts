/*
 * The EPUB 3 package document (OPF) that epub-gen-memory renders with EJS (its `contentOPF` option).
 * Its own template is followed, with fixes for EPUB 3.3 (https://www.w3.org/TR/epub-33/): the package
 * language is the book's, the identifier a UUID (the same in the NCX), the cover item is marked `cover-image`, the
 * rights name the author (not the publisher), and the vendor and placeholder metadata are dropped.
 * Values go through `<%= %>` (escaped); `modified` is CCYY-MM-DDThh:mm:ssZ as EPUB 3 requires.
 */
export const EPUB_PACKAGE_TEMPLATE = `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="BookId" xml:lang="<%= lang %>">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="BookId"><%= id %></dc:identifier>
    <dc:title><%= title %></dc:title>
    <dc:language><%= lang %></dc:language>
    <dc:creator id="creator"><%= author.join(", ") %></dc:creator>
    <dc:publisher><%= publisher %></dc:publisher>
    <dc:date><%= date %></dc:date>
    <% if (description) { %><dc:description><%= description %></dc:description><% } %>
    <dc:rights>© <%= (new Date(date)).getUTCFullYear() %> <%= author.join(", ") %></dc:rights>
    <meta property="dcterms:modified"><%= (new Date()).toISOString().split(".")[0] + "Z" %></meta>
    <% if (cover) { %><meta name="cover" content="image_cover"/><% } %>
  </metadata>
  <manifest>
    <item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/>
    <item id="toc" href="toc.xhtml" media-type="application/xhtml+xml" properties="nav"/>
    <item id="css" href="style.css" media-type="text/css"/>
    <% if (cover) { %><item id="image_cover" href="cover.<%= cover.extension %>" media-type="<%= cover.mediaType %>" properties="cover-image"/><% } %>
    <% content.forEach(function (content, index) { %>
    <item id="content_<%= index %>_<%= content.id %>" href="<%= content.filename %>" media-type="application/xhtml+xml"/>
    <% }) %>
  </manifest>
  <spine toc="ncx">
    <% content.forEach(function (content, index) { if (content.beforeToc) { %>
    <itemref idref="content_<%= index %>_<%= content.id %>"/>
    <% } }) %>
    <itemref idref="toc"/>
    <% content.forEach(function (content, index) { if (!content.beforeToc) { %>
    <itemref idref="content_<%= index %>_<%= content.id %>"/>
    <% } }) %>
  </spine>
</package>`;
