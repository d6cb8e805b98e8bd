// The answer-size table of `npm run test:mcp -- --write` and its place between two markers.
import { END, replaceSection, sizesTable, START } from '../../scripts/mcp/report';

describe('the answer sizes', () => {
	const rows = [
		{ tool: 'List_Alerts', question: 'every alert', items: 50, simplified: 2048, full: 8192 },
		{
			tool: 'Search_Events',
			question: '200 rows',
			items: 200,
			simplified: 1000,
			full: 1000,
			note: 'no Simplify',
		},
	];

	it('is one table row per question, with both sizes and their ratio, and the notes below', () => {
		const table = sizesTable(rows, { n8nVersion: '2.41.1', date: '2026-11-25' });
		expect(table).toContain('n8n 2.41.1, 2026-11-25');
		expect(table).toContain(
			'| `List_Alerts` | every alert | 50 | 2,048 B (2.0 KiB) | 8,192 B (8.0 KiB) | 25 % |',
		);
		expect(table).toContain(
			'| `Search_Events` | 200 rows | 200 | 1,000 B (1.0 KiB) | 1,000 B (1.0 KiB) | 100 % |',
		);
		expect(table.trimEnd().endsWith('- `Search_Events`: no Simplify')).toBe(true);
	});

	it('replaces only what lies between the markers', () => {
		const text = `# Doc\n\nbefore\n${START}\nold table\n${END}\nafter\n`;
		expect(replaceSection(text, 'new')).toBe(`# Doc\n\nbefore\n${START}\nnew\n${END}\nafter\n`);
		expect(replaceSection(replaceSection(text, 'new'), 'newer')).toBe(
			`# Doc\n\nbefore\n${START}\nnewer\n${END}\nafter\n`,
		);
	});

	it('refuses a file without the markers', () => {
		expect(() => replaceSection('# Doc\n', 'x')).toThrow(/markers/);
		expect(() => replaceSection(`${END}\n${START}\n`, 'x')).toThrow(/out of order/);
	});
});
