import { imageType } from '../image-store';
import { lineLocator } from './bank-item';
import { giftBlocks } from './gift';
import { htmlToText, pluginFileImage } from './html-text';
import { arrayElementOffsets } from './json-format';
import { questionOffsets } from './moodle-xml';
import { joinLanguages, splitLanguages } from './multilang';

describe('bank file helpers', () => {
  it('finds where each question of a JSON bank starts (strings with brackets and escapes do not confuse it)', () => {
    const text =
      '{"family":"ket","categories":[{"value":"[x]"}],\n"questions":[\n {"ref":"a\\"]"},\n {"ref":"b"}\n]}';
    const at = lineLocator(text);
    expect(arrayElementOffsets(text, 'questions').map((o) => at(o))).toEqual([
      { line: 3, column: 2 },
      { line: 4, column: 2 },
    ]);
    expect(arrayElementOffsets(text, 'categories')).toHaveLength(1);
  });

  it('cuts a GIFT file into questions, and a missing brace costs only its own question', async () => {
    const blocks = await giftBlocks('// note\n::a:: A {\n=x\n~y\n\n::b:: B {\n=x\n\n::c:: C {\n=x ~y\n}\n');
    expect(blocks.map((b) => [b.line, b.text.split('\n')[b.text.startsWith('//') ? 1 : 0]])).toEqual([
      [1, '::a:: A {'],
      [6, '::b:: B {'],
      [9, '::c:: C {'],
    ]);
  });

  it('finds <question> elements outside CDATA and comments', async () => {
    const xml =
      '<quiz>\n<!-- <question> -->\n<question type="x"><text><![CDATA[<question>]]></text></question>\n<question>\n</quiz>';
    expect((await questionOffsets(xml)).map((o) => lineLocator(xml)(o).line)).toEqual([3, 4]);
  });

  it('reads and writes the multi-language filter in every language (uk and pl too)', () => {
    const text = {
      lt: 'Ką daryti?',
      ru: 'Что делать?',
      en: 'What to do?',
      uk: 'Що робити?',
      pl: 'Co robić?',
    };
    expect(joinLanguages(text)).toBe(
      '{mlang lt}Ką daryti?{mlang}{mlang ru}Что делать?{mlang}{mlang en}What to do?{mlang}' +
        '{mlang uk}Що робити?{mlang}{mlang pl}Co robić?{mlang}',
    );
    expect(splitLanguages(joinLanguages(text))).toEqual(text);
    expect(joinLanguages({ lt: 'A', ru: 'A', en: 'A', uk: 'A', pl: 'A' })).toBe('A');
    // A language the bank lacks is left out (not an empty mark), and reads back as missing.
    const noPolish = { ...text, pl: '' };
    expect(joinLanguages(noPolish)).not.toContain('{mlang pl}');
    expect(splitLanguages(joinLanguages(noPolish))).toEqual(noPolish);
    expect(
      splitLanguages(
        '<span lang="pl" class="multilang">Tak</span><span lang="lt" class="multilang">Taip</span>' +
          '<span lang="uk-UA" class="multilang">Так</span>',
      ),
    ).toEqual({ lt: 'Taip', ru: '', en: '', uk: 'Так', pl: 'Tak' });
  });

  it('makes Moodle HTML plain and finds its image', () => {
    const html =
      '<p>Ženklas &amp; <b>linija</b><br>antra</p><p><img src="@@PLUGINFILE@@/%C5%BEenklas.png"></p>';
    expect(htmlToText(html)).toBe('Ženklas & linija\nantra');
    expect(pluginFileImage(html)).toBe('ženklas.png');
  });

  it('tells an image by its bytes, not its name', () => {
    expect(imageType(Buffer.from('89504e470d0a1a0a0000', 'hex'))).toBe('png');
    expect(imageType(Buffer.from('ffd8ffe000', 'hex'))).toBe('jpg');
    expect(imageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });
});
