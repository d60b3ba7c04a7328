#!/usr/bin/env bash
# Makes the demo media files beside this script, once (see README.md). Needs Debian's ffmpeg and
# LibreOffice Impress (apt-get install ffmpeg libreoffice-impress-nogui) and the server's
# dependencies installed (pdf-lib). The outputs are committed; the seed only reads them.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
server=$(cd "$here/../../../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
bold=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
regular=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf

# C5, E5 and G5 rung 0.6 s apart, each decaying: a soft arpeggio rather than a test tone.
chime='0.25*(sin(2*PI*523.25*t)*exp(-3*t)+gt(t,0.6)*sin(2*PI*659.25*(t-0.6))*exp(-3*(t-0.6))+gt(t,1.2)*sin(2*PI*783.99*(t-1.2))*exp(-3*(t-1.2)))'
bitexact=(-map_metadata -1 -fflags +bitexact -flags:v +bitexact -flags:a +bitexact)

# Audio: the chime as a 3 s mono MP3 (what podcasts are).
ffmpeg -hide_banner -loglevel error -y -f lavfi -i "aevalsrc=exprs='$chime':sample_rate=44100:duration=3" \
  -c:a libmp3lame -b:a 64k -ac 1 "${bitexact[@]}" "$here/chime.mp3"

# Video: a 5 s 640x360 title card with a bar filling along the bottom and the chime, H.264
# Constrained Baseline + AAC-LC, the index first (+faststart) so a browser plays before the end.
video() {
  local out=$1 title=$2 subtitle=$3
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "color=c=0x1e3a5f:s=640x360:r=15:d=5" \
    -f lavfi -i "color=c=0xf59e0b:s=640x12:r=15:d=5" \
    -f lavfi -i "aevalsrc=exprs='$chime':sample_rate=44100:duration=5" \
    -filter_complex "[0:v]drawbox=x=0:y=0:w=16:h=ih:color=0xf59e0b:t=fill,drawtext=fontfile=$bold:text='$title':fontcolor=white:fontsize=44:x=48:y=128,drawtext=fontfile=$regular:text='$subtitle':fontcolor=white@0.85:fontsize=26:x=48:y=200[card];[card][1:v]overlay=x='-W+W*(t+1/15)/5':y=H-16:shortest=1[v]" \
    -map '[v]' -map 2:a -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -preset veryslow -crf 30 \
    -tune stillimage -c:a aac -b:a 48k -ac 1 -movflags +faststart "${bitexact[@]}" "$out"
}
video "$here/video-en.mp4" 'Learning portal' 'Demo video'
video "$here/video-fr.mp4" 'Portail de formation' 'Vidéo de démonstration'

# Documents: a one-page handbook per language, written with pdf-lib (standard Helvetica, not embedded).
(cd "$server" && node --input-type=module - "$here") <<'JS'
import { writeFileSync } from 'node:fs';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const HANDBOOKS = {
  en: {
    language: 'en-CA',
    title: 'Learning handbook',
    subtitle: 'A demo document of the learning portal',
    paragraphs: [
      'This handbook comes with the resources of the demo library. It shows how a PDF document opens right in the portal, with no extra software.',
      'Health and safety: every employee has the right to refuse unsafe work and the duty to report hazards to their supervisor. Lockout procedures, personal protective equipment and near-miss reporting are part of our everyday work.',
      'Ethics and compliance: act with integrity, protect the personal information of our customers and colleagues, and never hesitate to ask. The ethics line is confidential and open at all times.',
      'Development: your manager supports your learning path. Browse the categories you care about, add resources to your favourites and come back to them whenever you need.',
      'This document was made for the demo. Its content is fictional.',
    ],
  },
  fr: {
    language: 'fr-CA',
    title: 'Guide de formation',
    subtitle: 'Document de démonstration du portail de formation',
    paragraphs: [
      'Ce guide accompagne les ressources de la bibliothèque de démonstration. Il montre comment un document PDF s’ouvre directement dans le portail, sans logiciel supplémentaire.',
      'Santé et sécurité au travail : chaque employé a le droit de refuser un travail dangereux et le devoir de signaler tout danger à son superviseur. Les procédures de cadenassage, le port des équipements de protection individuelle et la déclaration des quasi-accidents font partie de notre quotidien.',
      'Éthique et conformité : agissez avec intégrité, protégez les renseignements personnels de nos clients et de vos collègues, et n’hésitez jamais à poser une question. La ligne d’éthique est confidentielle et accessible en tout temps.',
      'Développement : votre gestionnaire vous accompagne dans votre parcours. Consultez les catégories qui vous intéressent, ajoutez des ressources à vos favoris et revenez-y quand vous en avez besoin.',
      'Ce document a été fait pour la démonstration. Son contenu est fictif.',
    ],
  },
};

function wrap(text, font, size, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (line !== '' && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  return [...lines, line];
}

const [outDir] = process.argv.slice(2);
const fixed = new Date('2026-11-26T00:00:00Z');
for (const [key, book] of Object.entries(HANDBOOKS)) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(book.title);
  pdf.setSubject(book.subtitle);
  pdf.setLanguage(book.language);
  pdf.setProducer('pdf-lib');
  pdf.setCreator('make-media-files.sh');
  pdf.setCreationDate(fixed);
  pdf.setModificationDate(fixed);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([612, 792]);
  const margin = 72;
  page.drawRectangle({ x: 0, y: 780, width: 612, height: 12, color: rgb(0.96, 0.62, 0.04) });
  let y = 792 - margin - 10;
  page.drawText(book.title, { x: margin, y, size: 24, font: bold, color: rgb(0.12, 0.23, 0.37) });
  y -= 26;
  page.drawText(book.subtitle, { x: margin, y, size: 13, font: regular, color: rgb(0.28, 0.33, 0.41) });
  y -= 36;
  for (const paragraph of book.paragraphs) {
    for (const line of wrap(paragraph, regular, 11.5, 612 - 2 * margin)) {
      page.drawText(line, { x: margin, y, size: 11.5, font: regular, color: rgb(0.1, 0.1, 0.1) });
      y -= 16;
    }
    y -= 10;
  }
  // Ends with a line break after %%EOF, as most writers do (the media tests read the file's tail).
  writeFileSync(`${outDir}/handbook-${key}.pdf`, Buffer.concat([await pdf.save({ useObjectStreams: false }), Buffer.from('\n')]));
}
JS

# Presentations: a four-slide outline per language in flat ODF, converted to .pptx by LibreOffice.
deck() {
  local out=$1 language=$2 country=$3 title=$4 subtitle=$5
  shift 5
  {
    cat <<XML
<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" xmlns:presentation="urn:oasis:names:tc:opendocument:xmlns:presentation:1.0" xmlns:dc="http://purl.org/dc/elements/1.1/" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.presentation">
 <office:meta><dc:title>$title</dc:title><dc:language>$language-$country</dc:language></office:meta>
 <office:styles>
  <style:default-style style:family="graphic"><style:text-properties fo:language="$language" fo:country="$country" fo:font-family="'Liberation Sans'"/></style:default-style>
 </office:styles>
 <office:automatic-styles>
  <style:page-layout style:name="PM1"><style:page-layout-properties fo:margin-top="0cm" fo:margin-bottom="0cm" fo:margin-left="0cm" fo:margin-right="0cm" fo:page-width="28cm" fo:page-height="15.75cm" style:print-orientation="landscape"/></style:page-layout>
  <style:style style:name="bar" style:family="graphic"><style:graphic-properties draw:stroke="none" draw:fill="solid" draw:fill-color="#f59e0b"/></style:style>
  <style:style style:name="box" style:family="presentation"><style:graphic-properties draw:stroke="none" draw:fill="none" draw:textarea-vertical-align="top"/></style:style>
  <style:style style:name="T" style:family="text"><style:text-properties fo:color="#1e3a5f" fo:font-size="36pt" fo:font-weight="bold"/></style:style>
  <style:style style:name="S" style:family="text"><style:text-properties fo:color="#475569" fo:font-size="22pt"/></style:style>
  <style:style style:name="B" style:family="text"><style:text-properties fo:color="#1f2937" fo:font-size="24pt"/></style:style>
 </office:automatic-styles>
 <office:master-styles><style:master-page style:name="Default" style:page-layout-name="PM1"/></office:master-styles>
 <office:body><office:presentation>
  <draw:page draw:name="1" draw:master-page-name="Default">
   <draw:rect draw:style-name="bar" svg:x="0cm" svg:y="0cm" svg:width="0.6cm" svg:height="15.75cm"/>
   <draw:frame presentation:style-name="box" presentation:class="title" svg:x="2cm" svg:y="5cm" svg:width="24cm" svg:height="2.6cm"><draw:text-box><text:p><text:span text:style-name="T">$title</text:span></text:p></draw:text-box></draw:frame>
   <draw:frame presentation:style-name="box" presentation:class="subtitle" svg:x="2cm" svg:y="7.8cm" svg:width="24cm" svg:height="2cm"><draw:text-box><text:p><text:span text:style-name="S">$subtitle</text:span></text:p></draw:text-box></draw:frame>
  </draw:page>
XML
    # The rest: a heading, its bullets, then "--" before the next heading.
    local number=2
    while [ $# -gt 0 ]; do
      local heading=$1
      shift
      echo "  <draw:page draw:name=\"$number\" draw:master-page-name=\"Default\">"
      echo "   <draw:rect draw:style-name=\"bar\" svg:x=\"0cm\" svg:y=\"0cm\" svg:width=\"0.6cm\" svg:height=\"15.75cm\"/>"
      echo "   <draw:frame presentation:style-name=\"box\" presentation:class=\"title\" svg:x=\"2cm\" svg:y=\"1.2cm\" svg:width=\"24cm\" svg:height=\"2.4cm\"><draw:text-box><text:p><text:span text:style-name=\"T\">$heading</text:span></text:p></draw:text-box></draw:frame>"
      echo "   <draw:frame presentation:style-name=\"box\" presentation:class=\"outline\" svg:x=\"2cm\" svg:y=\"4.2cm\" svg:width=\"24cm\" svg:height=\"10cm\"><draw:text-box><text:list>"
      while [ $# -gt 0 ] && [ "$1" != "--" ]; do
        echo "    <text:list-item><text:p><text:span text:style-name=\"B\">$1</text:span></text:p></text:list-item>"
        shift
      done
      if [ $# -gt 0 ]; then
        shift
      fi
      echo "   </text:list></draw:text-box></draw:frame>"
      echo "  </draw:page>"
      number=$((number + 1))
    done
    echo ' </office:presentation></office:body>'
    echo '</office:document>'
  } >"$out"
}
deck "$work/presentation-en.fodp" en CA 'Learning portal presentation' 'A demo presentation of the learning portal' \
  'Why this training' 'Work safely' 'Serve our customers with respect' 'Grow in your role' -- \
  'What you will take away' 'The essential rules' 'Good habits for every day' 'Who to ask when in doubt' -- \
  'Going further' 'Browse the resource library' 'Talk to your manager'
deck "$work/presentation-fr.fodp" fr CA 'Présentation du portail de formation' 'Présentation de démonstration du portail de formation' \
  'Pourquoi cette formation' 'Travailler en sécurité' 'Servir nos clients avec respect' 'Grandir dans son rôle' -- \
  'Ce que vous retiendrez' 'Les règles essentielles' 'Les bons réflexes au quotidien' 'À qui s’adresser en cas de doute' -- \
  'Pour aller plus loin' 'Consultez la bibliothèque de ressources' 'Parlez-en à votre gestionnaire'
# LibreOffice wants a writable profile; a throwaway one keeps the machine's untouched.
HOME="$work" soffice --headless --convert-to pptx --outdir "$here" "$work/presentation-en.fodp" "$work/presentation-fr.fodp" >/dev/null

ls -l "$here"
