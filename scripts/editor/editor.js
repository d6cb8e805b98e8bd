'use strict';
// The n8n editor (2.41) in headless chromium, driven with playwright-core: sign in, open a
// node's panel, read the parameters it shows, read and choose dropdown options, use a
// resource locator's "From list" mode, execute the step and read the output panel.
// Selectors are n8n's own data-test-id attributes (the ones n8n's Playwright suite uses).
const fs = require('fs');
const os = require('os');
const path = require('path');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const T = (id) => `[data-test-id="${id}"]`;

class Editor {
	/**
	 * @param {object} options
	 * @param {string} options.playwrightCore  the playwright-core folder of the e2e cache
	 * @param {string} options.chromiumPath
	 * @param {string[]} options.flags
	 * @param {string} options.baseUrl  n8n's URL
	 */
	constructor({ playwrightCore, chromiumPath, flags, baseUrl }) {
		this.playwrightCore = playwrightCore;
		this.chromiumPath = chromiumPath;
		this.flags = flags;
		this.baseUrl = baseUrl;
		this.context = null;
		this.page = null;
		this.console = [];
		this.profile = fs.mkdtempSync(path.join(os.tmpdir(), 'obs-editor-chromium-'));
		this.workflowId = null;
	}

	async launch() {
		const { chromium } = require(this.playwrightCore);
		this.context = await chromium.launchPersistentContext(this.profile, {
			executablePath: this.chromiumPath,
			headless: true,
			args: this.flags,
			viewport: { width: 1440, height: 900 },
			deviceScaleFactor: 1,
		});
		this.context.setDefaultTimeout(20000);
		this.page = this.context.pages()[0] || (await this.context.newPage());
		this.page.on('console', (message) =>
			this.console.push(`[${new Date().toISOString()}] ${message.type()}: ${message.text()}`),
		);
		this.page.on('pageerror', (error) =>
			this.console.push(`[${new Date().toISOString()}] pageerror: ${error.message}`),
		);
	}

	async signIn({ email, password }) {
		const page = this.page;
		await page.goto(`${this.baseUrl}/signin`, { waitUntil: 'domcontentloaded' });
		await page.locator('input[type="email"], input[name="emailOrLdapLoginId"]').first().fill(email);
		await page.locator('input[type="password"]').first().fill(password);
		await page.keyboard.press('Enter');
		await page.waitForURL((url) => !url.pathname.startsWith('/signin'), { timeout: 30000 });
	}

	/** Loads a workflow in the canvas (a full page load). */
	async openWorkflow(workflowId) {
		await this.page.goto(`${this.baseUrl}/workflow/${workflowId}`, {
			waitUntil: 'domcontentloaded',
		});
		await this.page.locator(T('canvas-node')).first().waitFor({ state: 'visible', timeout: 60000 });
		this.workflowId = workflowId;
	}

	/**
	 * Opens a node's panel through the editor's router (as the URL /workflow/<id>/<node id>
	 * does), without reloading the page; the workflow must be open.
	 */
	async openNode(workflowId, nodeId, nodeName) {
		if (this.workflowId !== workflowId) await this.openWorkflow(workflowId);
		await this.closeNode();
		await this.page.evaluate((url) => {
			window.history.pushState({}, '', url);
			window.dispatchEvent(new PopStateEvent('popstate'));
		}, `/workflow/${workflowId}/${nodeId}`);
		await this.page.locator(T('ndv')).waitFor({ state: 'visible' });
		await this.page
			.locator(`${T('node-title-container')}`)
			.filter({ hasText: nodeName })
			.first()
			.waitFor({ state: 'visible' });
		await this.page.locator(T('node-parameters')).waitFor({ state: 'visible' });
	}

	async closeNode() {
		const ndv = this.page.locator(T('ndv'));
		if (!(await ndv.isVisible().catch(() => false))) return;
		// Back to the workflow's own URL, as the panel's close button does.
		await this.page.evaluate((url) => {
			window.history.pushState({}, '', url);
			window.dispatchEvent(new PopStateEvent('popstate'));
		}, `/workflow/${this.workflowId}`);
		await ndv.waitFor({ state: 'hidden', timeout: 5000 }).catch(async () => {
			await this.page
				.locator(`${T('ndv')} ${T('close-button')}, ${T('ndv')} button[aria-label="Close"]`)
				.first()
				.click({ timeout: 3000 })
				.catch(() => {});
			await this.page.keyboard.press('Escape');
			await ndv.waitFor({ state: 'hidden', timeout: 5000 });
		});
	}

	/**
	 * The top-level parameters the open panel shows, in order: the label of each parameter
	 * (its `for` is the parameter name) or, for a notice, its text.
	 * @returns {Promise<Array<{name: string | null, label: string}>>}
	 */
	async shownParameters() {
		return await this.page.evaluate(() => {
			const root = document.querySelector('[data-test-id="node-parameters"]');
			const visible = (element) => element.getClientRects().length > 0;
			// The first top-level list of the tab shown (the other tab's lists are hidden; in the
			// Settings tab the node's own settings come before n8n's).
			const list =
				root &&
				[...root.querySelectorAll('.parameter-input-list-wrapper')].find(
					(candidate) =>
						visible(candidate) && !candidate.parentElement.closest('.parameter-input-list-wrapper'),
				);
			if (!list) return [];
			const shown = [];
			for (const item of list.children) {
				if (item.getAttribute('data-test-id') !== 'parameter-item' || !visible(item)) continue;
				// Labels of this level only: not those of a nested list (collection options).
				const labels = [...item.querySelectorAll('label[for]')].filter(
					(label) => label.closest('.parameter-input-list-wrapper') === list && visible(label),
				);
				if (labels.length) {
					for (const label of labels)
						shown.push({
							name: label.getAttribute('for'),
							label: label.innerText.split('\n')[0].trim(),
						});
				} else {
					// A notice has no label: its text is its display name.
					const text = item.innerText.trim();
					if (text) shown.push({ name: null, label: text.split('\n')[0].trim() });
				}
			}
			return shown;
		});
	}

	/** Waits until shownParameters() equals `expected` (labels) or the time is up; returns the last reading. */
	async waitForParameters(expected, { timeoutMs = 6000 } = {}) {
		const started = Date.now();
		let shown = await this.shownParameters();
		const same = (list) =>
			list.length === expected.length &&
			list.every((entry, index) => entry.label === expected[index]);
		while (!same(shown) && Date.now() - started < timeoutMs) {
			await sleep(150);
			shown = await this.shownParameters();
		}
		// Settle: the editor recomputes the list at most every 200 ms.
		await sleep(250);
		return await this.shownParameters();
	}

	/** Shows a tab of the open panel: `params` (Parameters) or `settings` (Settings). */
	async openTab(tab) {
		await this.page
			.locator(`${T('ndv')} ${T(`tab-${tab}`)}`)
			.first()
			.click();
		await this.page
			.locator(T('node-parameters'))
			.waitFor({ state: 'visible' })
			.catch(() => {});
		await sleep(300);
	}

	/**
	 * The labels a collection parameter of the shown tab offers to add (its "Add Option"
	 * dropdown; opens and closes it).
	 */
	async collectionOptions(parameterName) {
		const page = this.page;
		const item = page
			.locator(`${T('node-parameters')} ${T('parameter-item')}:visible`)
			.filter({ has: page.locator(`label[for="${parameterName}"]`) })
			.first();
		await item.locator(T('collection-parameter-add')).first().click();
		const options = page.locator(`${T('collection-parameter-option')}:visible`);
		await options.first().waitFor({ state: 'visible' });
		await sleep(200);
		const labels = (await options.allInnerTexts()).map((text) => text.split('\n')[0].trim());
		await page.keyboard.press('Escape');
		await sleep(150);
		return labels;
	}

	/** The labels of the options of a dropdown parameter (opens and closes it). */
	async dropdownOptions(parameterName) {
		const input = this.page.locator(T(`parameter-input-${parameterName}`)).first();
		await input.click();
		const options = this.page.locator('.el-select-dropdown__item:visible, [role="option"]:visible');
		await options.first().waitFor({ state: 'visible' });
		await sleep(200);
		const labels = await this.page.evaluate(() => {
			const items = [
				...document.querySelectorAll('.el-select-dropdown__item, [role="option"]'),
			].filter((item) => item.getClientRects().length > 0);
			// An option shows its name on the first line (a description, if any, below it).
			return [...new Set(items.map((item) => item.innerText.split('\n')[0].trim()))];
		});
		await this.page.keyboard.press('Escape');
		await sleep(150);
		return labels;
	}

	/** Chooses an option of a dropdown parameter by its visible label. */
	async chooseOption(parameterName, label) {
		await this.page
			.locator(T(`parameter-input-${parameterName}`))
			.first()
			.click();
		const items = this.page.locator('.el-select-dropdown__item:visible');
		await items.first().waitFor({ state: 'visible' });
		// The option whose first line (its name; a description may follow) is the label. The list
		// fades in: read it again until the label shows (or 5 s pass), as a person would look again.
		let texts = [];
		let index = -1;
		for (let look = 0; look < 25 && index === -1; look++) {
			if (look > 0) await sleep(200);
			texts = await items.allInnerTexts();
			index = texts.findIndex((text) => text.split('\n')[0].trim() === label);
		}
		if (index === -1)
			throw new Error(
				`"${parameterName}" has no option "${label}" (shown: ${texts.map((text) => text.split('\n')[0].trim()).join(', ')})`,
			);
		await items.nth(index).click();
		await sleep(300);
	}

	/** Chooses the credential with this id in the panel's credential selector. */
	async chooseCredential(credentialId) {
		await this.page.locator(T('node-credentials-select')).first().click();
		await this.page
			.locator(T(`node-credentials-select-item-${credentialId}`))
			.first()
			.click();
		await sleep(400);
	}

	/** The credential the panel's selector shows. */
	async shownCredential() {
		const input = this.page.locator(`${T('node-credentials-select')} input`).first();
		return (
			(await input.inputValue().catch(() => '')) ||
			(await this.page.locator(T('node-credentials-select')).first().innerText())
		);
	}

	/**
	 * Opens a resource locator's "From list" dropdown and returns what it shows once loaded:
	 * {entries: string[], error: string | null}.
	 */
	async listEntries(parameterName, { filter, timeoutMs = 20000 } = {}) {
		const page = this.page;
		const locator = page.locator(T(`resource-locator-${parameterName}`)).first();
		await locator.locator(T('rlc-input')).first().click();
		if (filter !== undefined) {
			const search = page.locator(`${T('rlc-search')}:visible`).first();
			await search.waitFor({ state: 'visible' });
			await search.fill(filter);
		}
		const started = Date.now();
		let last = { entries: [], error: null };
		let stableSince = 0;
		let previous = '';
		// Done when entries or an error are shown and nothing changed for 700 ms
		// (the list debounces a filter and loads pages as it scrolls).
		while (Date.now() - started < timeoutMs) {
			last = await page.evaluate((name) => {
				const visible = (element) => element.getClientRects().length > 0;
				const roots = [
					...document.querySelectorAll(
						`[data-test-id="resource-locator-${name}"], [data-test-id="resource-locator-dropdown"]`,
					),
				];
				const items = [];
				let error = null;
				let loading = false;
				for (const root of roots) {
					for (const item of root.querySelectorAll('[data-test-id="rlc-item"]'))
						if (visible(item)) items.push(item.innerText.trim());
					for (const box of root.querySelectorAll('[data-test-id="rlc-error-container"]'))
						if (visible(box)) error = box.innerText.trim();
					for (const spinner of root.querySelectorAll('.el-loading-mask, [class*="loading"]'))
						if (visible(spinner)) loading = true;
				}
				const empty = roots.some((root) => /No results|No items/i.test(root.innerText || ''));
				return { entries: [...new Set(items)], error, loading, empty };
			}, parameterName);
			const key = JSON.stringify(last);
			if (key !== previous) {
				previous = key;
				stableSince = Date.now();
			} else if (
				!last.loading &&
				(last.entries.length || last.error || last.empty) &&
				Date.now() - stableSince > 700
			) {
				break;
			}
			await sleep(150);
		}
		await page.keyboard.press('Escape');
		await sleep(150);
		return { entries: last.entries, error: last.error };
	}

	/**
	 * The issues a resource locator shows (its warning icon, the editor's check of the mode's
	 * value): null when it shows no icon; else the icon's tooltip text (a reka-ui tooltip, opened
	 * by moving the pointer onto the icon) or, if none opens, the issues the editor holds for the
	 * parameter of the open node (the list that tooltip shows).
	 */
	async locatorIssues(parameterName, nodeName, { timeoutMs = 4000 } = {}) {
		const page = this.page;
		const icon = page
			.locator(`${T(`resource-locator-${parameterName}`)} ${T('parameter-issues')}`)
			.first();
		const started = Date.now();
		while (!(await icon.isVisible().catch(() => false))) {
			if (Date.now() - started > timeoutMs) return null;
			await sleep(150);
		}
		const target = icon.locator('svg, [data-icon], span, i').first();
		await ((await target.count()) ? target : icon).hover().catch(() => {});
		let text = '';
		for (let look = 0; look < 25 && !text; look++) {
			await sleep(200);
			text = await page.evaluate(() =>
				[
					...document.querySelectorAll(
						'[role="tooltip"], [data-reka-popper-content-wrapper], [data-radix-popper-content-wrapper], .el-popper',
					),
				]
					.filter((element) => element.getClientRects().length > 0)
					.map((element) => (element.innerText || element.textContent || '').trim())
					.filter(Boolean)
					.join('\n'),
			);
		}
		await page.mouse.move(0, 0);
		await sleep(150);
		if (text) return text;
		// The editor's own list of the node's issues (its workflow store), as the tooltip shows it.
		const held = await page
			.evaluate(
				({ node, parameter }) => {
					const app = document.querySelector('#app') && document.querySelector('#app').__vue_app__;
					const pinia = app && app.config.globalProperties.$pinia;
					const store = pinia && pinia._s && pinia._s.get('workflows');
					const nodes = (store && (store.workflow ? store.workflow.nodes : store.allNodes)) || [];
					const found = nodes.find((entry) => entry.name === node);
					const issues = found && found.issues && found.issues.parameters;
					return issues && issues[parameter] ? issues[parameter].join('\n') : '';
				},
				{ node: nodeName, parameter: parameterName },
			)
			.catch(() => '');
		return held;
	}

	/** Clicks "Execute step" and returns the output panel's text once it shows a result. */
	async executeStep({ timeoutMs = 60000 } = {}) {
		const page = this.page;
		await page.locator(T('node-execute-button')).first().click();
		const output = page.locator(T('output-panel')).first();
		const started = Date.now();
		let text = '';
		while (Date.now() - started < timeoutMs) {
			text = await output.innerText().catch(() => '');
			const done = /\b\d+ items?\b/.test(text) || /error|problem/i.test(text);
			const running = /Executing|Running/i.test(text);
			if (done && !running) break;
			await sleep(250);
		}
		await sleep(500);
		return await output.innerText().catch(() => text);
	}

	/** Screenshot of the page into `file` (for a failed check). */
	async screenshot(file) {
		if (!this.page) return false;
		try {
			await this.page.screenshot({ path: file });
			return true;
		} catch {
			return false;
		}
	}

	async close() {
		if (this.context) await this.context.close().catch(() => {});
		this.context = null;
		fs.rmSync(this.profile, { recursive: true, force: true });
	}
}

module.exports = { Editor, sleep };
