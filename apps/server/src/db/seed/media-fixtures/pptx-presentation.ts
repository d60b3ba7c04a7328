import JSZip from 'jszip';
import { escapeXml, type TPalette } from './title-card.ts';

/**
 * A minimal but complete PowerPoint (OOXML PresentationML) file: the package parts PowerPoint
 * requires (content types, package and part relationships, presentation, one slide master with
 * its layout and theme, presentation/view properties, table styles, core and app properties) and
 * a title slide followed by one slide per section with bullet points. PowerPoint, LibreOffice
 * Impress, Keynote and Google Slides open it without repair.
 */

export type TPresentation = {
  title: string;
  subtitle?: string;
  sections: readonly { heading: string; bullets: readonly string[] }[];
  palette: TPalette;
  author?: string;
  /** BCP 47 tag for the text runs (spell-checking language): en-US, fr-CA... */
  language?: string;
};

export const PPTX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

const NS_A = 'http://schemas.openxmlformats.org/drawingml/2006/main';
const NS_R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const NS_P = 'http://schemas.openxmlformats.org/presentationml/2006/main';
const NAMESPACES = `xmlns:a="${NS_A}" xmlns:r="${NS_R}" xmlns:p="${NS_P}"`;
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const CT = 'application/vnd.openxmlformats-officedocument';

// 16:9 slide in EMU (English Metric Units, 914400 per inch).
const SLIDE_WIDTH = 12_192_000;
const SLIDE_HEIGHT = 6_858_000;

type TRelationship = { id: string; type: string; target: string };

function relationships(list: readonly TRelationship[]): string {
  return (
    XML_DECLARATION +
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    list.map((rel) => `<Relationship Id="${rel.id}" Type="${rel.type}" Target="${rel.target}"/>`).join('') +
    '</Relationships>'
  );
}

function colour(hex: string): string {
  return hex.replace('#', '').toUpperCase();
}

const GROUP_SHAPE_HEADER =
  '<p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr>' +
  '<p:grpSpPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="0" cy="0"/><a:chOff x="0" y="0"/><a:chExt cx="0" cy="0"/></a:xfrm></p:grpSpPr>';

type TBox = { x: number; y: number; cx: number; cy: number };

const TITLE_BOX: TBox = { x: 838_200, y: 365_125, cx: 10_515_600, cy: 1_325_563 };
const BODY_BOX: TBox = { x: 838_200, y: 1_825_625, cx: 10_515_600, cy: 4_351_338 };
const COVER_TITLE_BOX: TBox = { x: 1_524_000, y: 1_122_363, cx: 9_144_000, cy: 2_387_600 };
const COVER_SUBTITLE_BOX: TBox = { x: 1_524_000, y: 3_602_038, cx: 9_144_000, cy: 1_655_762 };

function transform(box: TBox): string {
  return `<a:xfrm><a:off x="${box.x}" y="${box.y}"/><a:ext cx="${box.cx}" cy="${box.cy}"/></a:xfrm>`;
}

function placeholderShape(options: {
  id: number;
  name: string;
  placeholder: string;
  box: TBox;
  paragraphs?: string;
}): string {
  return (
    `<p:sp><p:nvSpPr><p:cNvPr id="${options.id}" name="${options.name}"/>` +
    `<p:cNvSpPr><a:spLocks noGrp="1"/></p:cNvSpPr><p:nvPr>${options.placeholder}</p:nvPr></p:nvSpPr>` +
    `<p:spPr>${transform(options.box)}</p:spPr>` +
    `<p:txBody><a:bodyPr/><a:lstStyle/>${options.paragraphs ?? '<a:p><a:endParaRPr lang="en-US"/></a:p>'}</p:txBody></p:sp>`
  );
}

type TRunStyle = { size?: number; isBold?: boolean; colour?: string };

function run(text: string, language: string, style: TRunStyle = {}): string {
  const attributes = `${style.size === undefined ? '' : ` sz="${style.size}"`}${style.isBold === true ? ' b="1"' : ''}`;
  const properties =
    style.colour === undefined
      ? `<a:rPr lang="${language}" dirty="0"${attributes}/>`
      : `<a:rPr lang="${language}" dirty="0"${attributes}><a:solidFill><a:srgbClr val="${colour(style.colour)}"/></a:solidFill></a:rPr>`;
  return `<a:r>${properties}<a:t>${escapeXml(text)}</a:t></a:r>`;
}

function slideMaster(palette: TPalette): string {
  // Level-1 text style; `fonts` is the theme font group: mj (headings) or mn (body).
  const level = (size: number, options: { hasBullet: boolean; schemeColour: string; fonts: 'mj' | 'mn' }) =>
    `<a:lvl1pPr marL="${options.hasBullet ? 228_600 : 0}" indent="${options.hasBullet ? -228_600 : 0}" algn="l">` +
    (options.hasBullet ? '<a:buFont typeface="Arial"/><a:buChar char="•"/>' : '<a:buNone/>') +
    `<a:defRPr sz="${size}" kern="1200"><a:solidFill><a:schemeClr val="${options.schemeColour}"/></a:solidFill>` +
    `<a:latin typeface="+${options.fonts}-lt"/><a:ea typeface="+${options.fonts}-ea"/><a:cs typeface="+${options.fonts}-cs"/>` +
    '</a:defRPr></a:lvl1pPr>';
  return (
    XML_DECLARATION +
    `<p:sldMaster ${NAMESPACES}><p:cSld><p:bg><p:bgRef idx="1001"><a:schemeClr val="bg1"/></p:bgRef></p:bg><p:spTree>` +
    GROUP_SHAPE_HEADER +
    placeholderShape({ id: 2, name: 'Title Placeholder 1', placeholder: '<p:ph type="title"/>', box: TITLE_BOX }) +
    placeholderShape({ id: 3, name: 'Text Placeholder 2', placeholder: '<p:ph type="body" idx="1"/>', box: BODY_BOX }) +
    `<p:sp><p:nvSpPr><p:cNvPr id="4" name="Accent bar"/><p:cNvSpPr/><p:nvPr/></p:nvSpPr><p:spPr>` +
    transform({ x: 0, y: 0, cx: 182_880, cy: SLIDE_HEIGHT }) +
    `<a:prstGeom prst="rect"><a:avLst/></a:prstGeom><a:solidFill><a:srgbClr val="${colour(palette.accent)}"/></a:solidFill>` +
    '<a:ln><a:noFill/></a:ln></p:spPr></p:sp>' +
    '</p:spTree></p:cSld>' +
    '<p:clrMap bg1="lt1" tx1="dk1" bg2="lt2" tx2="dk2" accent1="accent1" accent2="accent2" accent3="accent3" ' +
    'accent4="accent4" accent5="accent5" accent6="accent6" hlink="hlink" folHlink="folHlink"/>' +
    '<p:sldLayoutIdLst><p:sldLayoutId id="2147483649" r:id="rId1"/></p:sldLayoutIdLst>' +
    '<p:txStyles>' +
    `<p:titleStyle>${level(4400, { hasBullet: false, schemeColour: 'tx2', fonts: 'mj' })}</p:titleStyle>` +
    `<p:bodyStyle>${level(2400, { hasBullet: true, schemeColour: 'tx1', fonts: 'mn' })}</p:bodyStyle>` +
    `<p:otherStyle>${level(1800, { hasBullet: false, schemeColour: 'tx1', fonts: 'mn' })}</p:otherStyle>` +
    '</p:txStyles></p:sldMaster>'
  );
}

function slideLayout(): string {
  return (
    XML_DECLARATION +
    `<p:sldLayout ${NAMESPACES} type="obj" preserve="1"><p:cSld name="Title and Content"><p:spTree>` +
    GROUP_SHAPE_HEADER +
    placeholderShape({ id: 2, name: 'Title 1', placeholder: '<p:ph type="title"/>', box: TITLE_BOX }) +
    placeholderShape({ id: 3, name: 'Content Placeholder 2', placeholder: '<p:ph idx="1"/>', box: BODY_BOX }) +
    '</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sldLayout>'
  );
}

function theme(palette: TPalette): string {
  const scheme = (name: string, value: string) => `<a:${name}><a:srgbClr val="${value}"/></a:${name}>`;
  const fonts = (latin: string) => `<a:latin typeface="${latin}"/><a:ea typeface=""/><a:cs typeface=""/>`;
  const solid = '<a:solidFill><a:schemeClr val="phClr"/></a:solidFill>';
  const line = (width: number) =>
    `<a:ln w="${width}" cap="flat" cmpd="sng" algn="ctr">${solid}<a:prstDash val="solid"/><a:miter lim="800000"/></a:ln>`;
  return (
    XML_DECLARATION +
    `<a:theme xmlns:a="${NS_A}" name="Portal demo"><a:themeElements>` +
    '<a:clrScheme name="Portal demo">' +
    '<a:dk1><a:sysClr val="windowText" lastClr="000000"/></a:dk1><a:lt1><a:sysClr val="window" lastClr="FFFFFF"/></a:lt1>' +
    scheme('dk2', colour(palette.from)) +
    scheme('lt2', 'E7E6E6') +
    scheme('accent1', colour(palette.to)) +
    scheme('accent2', colour(palette.accent)) +
    scheme('accent3', 'A5A5A5') +
    scheme('accent4', 'FFC000') +
    scheme('accent5', '5B9BD5') +
    scheme('accent6', '70AD47') +
    scheme('hlink', '0563C1') +
    scheme('folHlink', '954F72') +
    '</a:clrScheme>' +
    `<a:fontScheme name="Portal demo"><a:majorFont>${fonts('Calibri Light')}</a:majorFont><a:minorFont>${fonts('Calibri')}</a:minorFont></a:fontScheme>` +
    '<a:fmtScheme name="Portal demo">' +
    `<a:fillStyleLst>${solid}${solid}${solid}</a:fillStyleLst>` +
    `<a:lnStyleLst>${line(6350)}${line(12700)}${line(19050)}</a:lnStyleLst>` +
    '<a:effectStyleLst><a:effectStyle><a:effectLst/></a:effectStyle><a:effectStyle><a:effectLst/></a:effectStyle>' +
    '<a:effectStyle><a:effectLst/></a:effectStyle></a:effectStyleLst>' +
    `<a:bgFillStyleLst>${solid}${solid}${solid}</a:bgFillStyleLst>` +
    '</a:fmtScheme></a:themeElements><a:objectDefaults/><a:extraClrSchemeLst/></a:theme>'
  );
}

function coverSlide(presentation: TPresentation, language: string): string {
  const { palette } = presentation;
  const titleRun = run(presentation.title, language, { size: 4800, isBold: true, colour: palette.ink });
  const subtitleRun = run(presentation.subtitle ?? '', language, { size: 2400, colour: palette.ink });
  return (
    XML_DECLARATION +
    `<p:sld ${NAMESPACES}><p:cSld>` +
    `<p:bg><p:bgPr><a:gradFill rotWithShape="1"><a:gsLst>` +
    `<a:gs pos="0"><a:srgbClr val="${colour(palette.from)}"/></a:gs><a:gs pos="100000"><a:srgbClr val="${colour(palette.to)}"/></a:gs>` +
    '</a:gsLst><a:lin ang="2700000" scaled="0"/></a:gradFill><a:effectLst/></p:bgPr></p:bg><p:spTree>' +
    GROUP_SHAPE_HEADER +
    placeholderShape({
      id: 2,
      name: 'Title 1',
      placeholder: '<p:ph type="title"/>',
      box: COVER_TITLE_BOX,
      paragraphs: `<a:p>${titleRun}</a:p>`,
    }) +
    placeholderShape({
      id: 3,
      name: 'Subtitle 2',
      placeholder: '<p:ph type="body" idx="1"/>',
      box: COVER_SUBTITLE_BOX,
      paragraphs: `<a:p><a:pPr marL="0" indent="0"><a:buNone/></a:pPr>${subtitleRun}</a:p>`,
    }) +
    '</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sld>'
  );
}

function sectionSlide(section: TPresentation['sections'][number], language: string): string {
  return (
    XML_DECLARATION +
    `<p:sld ${NAMESPACES}><p:cSld><p:spTree>` +
    GROUP_SHAPE_HEADER +
    placeholderShape({
      id: 2,
      name: 'Title 1',
      placeholder: '<p:ph type="title"/>',
      box: TITLE_BOX,
      paragraphs: `<a:p>${run(section.heading, language)}</a:p>`,
    }) +
    placeholderShape({
      id: 3,
      name: 'Content Placeholder 2',
      placeholder: '<p:ph idx="1"/>',
      box: BODY_BOX,
      paragraphs: section.bullets.map((bullet) => `<a:p>${run(bullet, language)}</a:p>`).join(''),
    }) +
    '</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sld>'
  );
}

/** Builds the .pptx; `date` fixes the document's creation time (reproducible output). */
export async function createPowerPointPresentation(
  presentation: TPresentation,
  date = new Date('2026-01-01T00:00:00.000Z'),
): Promise<Buffer> {
  const language = presentation.language ?? 'en-US';
  const slides = [coverSlide(presentation, language), ...presentation.sections.map((s) => sectionSlide(s, language))];
  const zip = new JSZip();
  const add = (path: string, text: string) => zip.file(path, text, { date, createFolders: false });

  add(
    '[Content_Types].xml',
    XML_DECLARATION +
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      `<Override PartName="/ppt/presentation.xml" ContentType="${CT}.presentationml.presentation.main+xml"/>` +
      `<Override PartName="/ppt/slideMasters/slideMaster1.xml" ContentType="${CT}.presentationml.slideMaster+xml"/>` +
      `<Override PartName="/ppt/slideLayouts/slideLayout1.xml" ContentType="${CT}.presentationml.slideLayout+xml"/>` +
      slides
        .map(
          (_, index) =>
            `<Override PartName="/ppt/slides/slide${index + 1}.xml" ContentType="${CT}.presentationml.slide+xml"/>`,
        )
        .join('') +
      `<Override PartName="/ppt/theme/theme1.xml" ContentType="${CT}.theme+xml"/>` +
      `<Override PartName="/ppt/presProps.xml" ContentType="${CT}.presentationml.presProps+xml"/>` +
      `<Override PartName="/ppt/viewProps.xml" ContentType="${CT}.presentationml.viewProps+xml"/>` +
      `<Override PartName="/ppt/tableStyles.xml" ContentType="${CT}.presentationml.tableStyles+xml"/>` +
      '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>' +
      `<Override PartName="/docProps/app.xml" ContentType="${CT}.extended-properties+xml"/>` +
      '</Types>',
  );
  add(
    '_rels/.rels',
    relationships([
      { id: 'rId1', type: `${REL}/officeDocument`, target: 'ppt/presentation.xml' },
      {
        id: 'rId2',
        type: 'http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties',
        target: 'docProps/core.xml',
      },
      { id: 'rId3', type: `${REL}/extended-properties`, target: 'docProps/app.xml' },
    ]),
  );
  add(
    'docProps/core.xml',
    XML_DECLARATION +
      '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ' +
      'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" ' +
      'xmlns:dcmitype="http://purl.org/dc/dcmitype/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
      `<dc:title>${escapeXml(presentation.title)}</dc:title><dc:creator>${escapeXml(presentation.author ?? 'Portal demo')}</dc:creator>` +
      `<dc:language>${language}</dc:language>` +
      `<dcterms:created xsi:type="dcterms:W3CDTF">${date.toISOString().replace(/\.\d{3}Z$/, 'Z')}</dcterms:created>` +
      `<dcterms:modified xsi:type="dcterms:W3CDTF">${date.toISOString().replace(/\.\d{3}Z$/, 'Z')}</dcterms:modified>` +
      '</cp:coreProperties>',
  );
  add(
    'docProps/app.xml',
    XML_DECLARATION +
      '<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties" ' +
      'xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes">' +
      `<Application>Microsoft Office PowerPoint</Application><PresentationFormat>Widescreen</PresentationFormat><Slides>${slides.length}</Slides>` +
      '</Properties>',
  );
  add(
    'ppt/presentation.xml',
    XML_DECLARATION +
      `<p:presentation ${NAMESPACES} saveSubsetFonts="1">` +
      '<p:sldMasterIdLst><p:sldMasterId id="2147483648" r:id="rId1"/></p:sldMasterIdLst>' +
      `<p:sldIdLst>${slides.map((_, index) => `<p:sldId id="${256 + index}" r:id="rId${index + 2}"/>`).join('')}</p:sldIdLst>` +
      `<p:sldSz cx="${SLIDE_WIDTH}" cy="${SLIDE_HEIGHT}"/><p:notesSz cx="6858000" cy="9144000"/>` +
      '</p:presentation>',
  );
  const afterSlides = slides.length + 2;
  add(
    'ppt/_rels/presentation.xml.rels',
    relationships([
      { id: 'rId1', type: `${REL}/slideMaster`, target: 'slideMasters/slideMaster1.xml' },
      ...slides.map((_, index) => ({
        id: `rId${index + 2}`,
        type: `${REL}/slide`,
        target: `slides/slide${index + 1}.xml`,
      })),
      { id: `rId${afterSlides}`, type: `${REL}/presProps`, target: 'presProps.xml' },
      { id: `rId${afterSlides + 1}`, type: `${REL}/viewProps`, target: 'viewProps.xml' },
      { id: `rId${afterSlides + 2}`, type: `${REL}/theme`, target: 'theme/theme1.xml' },
      { id: `rId${afterSlides + 3}`, type: `${REL}/tableStyles`, target: 'tableStyles.xml' },
    ]),
  );
  add('ppt/presProps.xml', `${XML_DECLARATION}<p:presentationPr ${NAMESPACES}/>`);
  add(
    'ppt/viewProps.xml',
    `${XML_DECLARATION}<p:viewPr ${NAMESPACES}><p:normalViewPr><p:restoredLeft sz="15620"/><p:restoredTop sz="94660"/></p:normalViewPr>` +
      '<p:gridSpacing cx="76200" cy="76200"/></p:viewPr>',
  );
  add(
    'ppt/tableStyles.xml',
    `${XML_DECLARATION}<a:tblStyleLst xmlns:a="${NS_A}" def="{5C22544A-7EE6-4342-B048-85BDC9FD1C3A}"/>`,
  );
  add('ppt/theme/theme1.xml', theme(presentation.palette));
  add('ppt/slideMasters/slideMaster1.xml', slideMaster(presentation.palette));
  add(
    'ppt/slideMasters/_rels/slideMaster1.xml.rels',
    relationships([
      { id: 'rId1', type: `${REL}/slideLayout`, target: '../slideLayouts/slideLayout1.xml' },
      { id: 'rId2', type: `${REL}/theme`, target: '../theme/theme1.xml' },
    ]),
  );
  add('ppt/slideLayouts/slideLayout1.xml', slideLayout());
  add(
    'ppt/slideLayouts/_rels/slideLayout1.xml.rels',
    relationships([{ id: 'rId1', type: `${REL}/slideMaster`, target: '../slideMasters/slideMaster1.xml' }]),
  );
  slides.forEach((slide, index) => {
    add(`ppt/slides/slide${index + 1}.xml`, slide);
    add(
      `ppt/slides/_rels/slide${index + 1}.xml.rels`,
      relationships([{ id: 'rId1', type: `${REL}/slideLayout`, target: '../slideLayouts/slideLayout1.xml' }]),
    );
  });
  // [Content_Types].xml is added first, as Office writes it: some readers sniff the first entry.
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 6 } });
}
