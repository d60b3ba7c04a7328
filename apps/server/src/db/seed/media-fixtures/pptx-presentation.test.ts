import { posix } from 'node:path';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { createPowerPointPresentation } from './pptx-presentation.ts';
import { PALETTES } from './title-card.ts';

const presentation = {
  title: 'Éthique & conformité',
  subtitle: 'Formation annuelle <2026>',
  sections: [
    { heading: 'Pourquoi c’est important', bullets: ['Protéger nos clients', 'Protéger nos collègues'] },
    { heading: 'Ce que l’on attend de vous', bullets: ['Signaler', 'Demander conseil', 'Agir avec intégrité'] },
  ],
  palette: PALETTES.acme,
  language: 'fr-CA',
};

/** A tiny well-formedness check: every start tag is closed in order (enough for generated XML). */
function isWellFormed(xml: string): boolean {
  const body = xml.replace(/^<\?xml[^>]*\?>\s*/, '');
  const stack: string[] = [];
  for (const match of body.matchAll(/<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>/g)) {
    const [, closing, name, , selfClosing] = match;
    if (selfClosing) {
      continue;
    }
    if (closing) {
      if (stack.pop() !== name) {
        return false;
      }
    } else {
      stack.push(name ?? '');
    }
  }
  // Nothing left open, and no stray '<' that is not a tag.
  return stack.length === 0 && !/<(?![\w/?])/.test(body);
}

async function open() {
  const bytes = await createPowerPointPresentation(presentation);
  const zip = await JSZip.loadAsync(bytes);
  const read = async (name: string) => (await zip.file(name)?.async('string')) ?? '';
  return { bytes, zip, read, names: Object.keys(zip.files).filter((name) => !zip.files[name]?.dir) };
}

describe('PowerPoint presentation', () => {
  it('is a ZIP whose first entry is [Content_Types].xml', async () => {
    const { bytes, names } = await open();
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(names[0]).toBe('[Content_Types].xml');
  });

  it('has the parts PowerPoint requires, each with a content type', async () => {
    const { names, read } = await open();
    const contentTypes = await read('[Content_Types].xml');
    for (const part of [
      'ppt/presentation.xml',
      'ppt/slideMasters/slideMaster1.xml',
      'ppt/slideLayouts/slideLayout1.xml',
      'ppt/theme/theme1.xml',
      'ppt/presProps.xml',
      'ppt/viewProps.xml',
      'ppt/tableStyles.xml',
      'ppt/slides/slide1.xml',
      'ppt/slides/slide2.xml',
      'ppt/slides/slide3.xml',
      'docProps/core.xml',
      'docProps/app.xml',
    ]) {
      expect(names).toContain(part);
      expect(contentTypes).toContain(`PartName="/${part}"`);
    }
    expect(contentTypes).toContain(
      'ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"',
    );
  });

  it('resolves every relationship to a part of the package', async () => {
    const { names, read } = await open();
    const relationshipFiles = names.filter((name) => name.endsWith('.rels'));
    expect(relationshipFiles).toContain('_rels/.rels');
    expect(relationshipFiles).toContain('ppt/_rels/presentation.xml.rels');
    for (const relsName of relationshipFiles) {
      const source = relsName.replace(/_rels\/([^/]*)\.rels$/, '$1');
      const baseDir = posix.dirname(source === '' ? '.' : source);
      const xml = await read(relsName);
      const targets = [...xml.matchAll(/Target="([^"]+)"/g)].map((match) => match[1] ?? '');
      expect(targets.length).toBeGreaterThan(0);
      for (const target of targets) {
        const resolved = posix.normalize(relsName === '_rels/.rels' ? target : posix.join(baseDir, target));
        expect(names, `${relsName} -> ${target}`).toContain(resolved);
      }
    }
  });

  it('lists one slide id per slide, each through a presentation relationship', async () => {
    const { read } = await open();
    const presentationXml = await read('ppt/presentation.xml');
    const rels = await read('ppt/_rels/presentation.xml.rels');
    const slideRelIds = [...presentationXml.matchAll(/<p:sldId id="(\d+)" r:id="(rId\d+)"\/>/g)].map((m) => m[2]);
    expect(slideRelIds).toHaveLength(3);
    for (const id of slideRelIds) {
      expect(rels).toMatch(new RegExp(`Id="${id}" Type="[^"]+/slide" Target="slides/slide\\d\\.xml"`));
    }
    expect(presentationXml).toMatch(/<p:sldMasterId id="2147483648" r:id="rId1"\/>/);
  });

  it('writes well-formed XML with the texts escaped', async () => {
    const { names, read } = await open();
    for (const name of names.filter((part) => part.endsWith('.xml') || part.endsWith('.rels'))) {
      expect(isWellFormed(await read(name)), name).toBe(true);
    }
    const cover = await read('ppt/slides/slide1.xml');
    expect(cover).toContain('<a:t>Éthique &amp; conformité</a:t>');
    expect(cover).toContain('<a:t>Formation annuelle &lt;2026&gt;</a:t>');
    const third = await read('ppt/slides/slide3.xml');
    expect(third).toContain('<a:t>Agir avec intégrité</a:t>');
    expect(third).toContain('lang="fr-CA"');
    expect(await read('docProps/app.xml')).toContain('<Slides>3</Slides>');
  });

  it('is reproducible: the same input gives the same bytes', async () => {
    const first = await createPowerPointPresentation(presentation);
    const second = await createPowerPointPresentation(presentation);
    expect(first.equals(second)).toBe(true);
  });
});
