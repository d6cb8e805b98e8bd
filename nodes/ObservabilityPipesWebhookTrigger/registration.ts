import {
	NodeApiError,
	NodeOperationError,
	randomString,
	type IDataObject,
	type IHookFunctions,
	type INodeProperties,
} from 'n8n-workflow';
import { listPath, recordPath, type Scope } from '../shared/api/paths';
import { sha256Hex } from '../shared/http/sha256';
import { ApiClient } from '../shared/http/transport';
import { isObject } from '../shared/base/helpers';
import {
	MAX_CHANNELS,
	channelList,
	isWebhookChannel,
	writableAlertWithChannels,
} from '../shared/resources/alert';
import { oneAtATime, pause, settle, MAX_ROUNDS, type Settled } from './alertWrites';
import { addingChannel, removingChannels, TooManyChannels, type ChannelPlan } from './channelMerge';
import { BODY_TEMPLATE, SECRET_HEADER, webhookUrlFor } from './notification';
import { readConfig } from './config';
import { locationKeyOf, registrationsOf, type AlertHook, type Registration } from './staticData';

/**
 * The webhook's life cycle on the server (n8n's `checkExists`, `create`, `delete`). One
 * `generic` webhook per chosen alert points at the workflow's webhook URL with the alert's id
 * in its query, carries a secret header made at activation, and is added to that alert's
 * channels (the others stay). What activation made is kept in the node's static data under
 * the URL it was made for (the test URL and the production URL have their own), so that
 * deactivation removes exactly that.
 */

/** Characters of the secret: 40 of 62 letters and digits, about 238 bits. */
const SECRET_LENGTH = 40;

const MAX_WEBHOOK_NAME = 1024;

interface Session {
	client: ApiClient;
	where: Scope;
}

function sessionOf(this: IHookFunctions, where: Scope): Session {
	return { client: new ApiClient(this, where.deployment), where };
}

/** The webhook URL n8n serves this node at (production, or test while listening for a test event). */
function webhookBase(this: IHookFunctions): string {
	const url = this.getNodeWebhookUrl('default');
	if (!url) throw new NodeOperationError(this.getNode(), 'n8n gave no webhook URL for this node');
	return url;
}

const isNotFound = (error: unknown) =>
	error instanceof NodeApiError && String(error.httpCode) === '404';

/** The request's answer; undefined when the server answers 404 (the record is gone). */
async function unlessMissing<T>(request: Promise<T>): Promise<T | undefined> {
	return await request.then(
		(value) => value,
		async (error: unknown) =>
			isNotFound(error) ? undefined : await Promise.reject(error as Error),
	);
}

/** The alert's record; undefined when the server has no such alert and that is allowed. */
async function readAlert(
	session: Session,
	alertId: string,
	missingIsError = true,
): Promise<IDataObject | undefined> {
	const request = session.client.request<unknown>(
		'GET',
		recordPath('alert', session.where, alertId),
	);
	const record = missingIsError ? await request : await unlessMissing(request);
	return isObject(record) ? record : undefined;
}

async function putChannels(
	session: Session,
	alertId: string,
	alert: IDataObject,
	channels: IDataObject[],
): Promise<void> {
	await session.client.request('PUT', recordPath('alert', session.where, alertId), {
		body: writableAlertWithChannels(alert, channels),
	});
}

/**
 * Changes one alert's channels as the plan says, from the alert as it is now: after every
 * other change of the same alert in this n8n, and checked against changes made elsewhere
 * (see alertWrites.ts).
 */
async function changeAlert(session: Session, alertId: string, plan: ChannelPlan): Promise<Settled> {
	const key = await session.client.urlOf(recordPath('alert', session.where, alertId));
	return await oneAtATime(
		key,
		async () =>
			await settle(
				{
					read: async () => await readAlert(session, alertId, false),
					write: async (alert, channels) => await putChannels(session, alertId, alert, channels),
					pause,
				},
				plan,
			),
	);
}

/** The alert kept losing the change to other writes (see `settle`). */
function unsettledError(this: IHookFunctions, alertId: string, change: string): NodeOperationError {
	return new NodeOperationError(
		this.getNode(),
		`Alert ${alertId} was changed by someone else each time the workflow tried to ${change} its notification channel`,
		{
			description: `The alert was written back ${MAX_ROUNDS} times by other workflows, n8n instances or people while this one changed it. Try again in a moment.`,
		},
	);
}

function tooManyChannelsError(
	this: IHookFunctions,
	alertId: string,
	count: number,
): NodeOperationError {
	return new NodeOperationError(
		this.getNode(),
		`Alert ${alertId} already notifies ${count} channels, the most the server allows`,
		{
			description:
				'Remove a notification channel from the alert, or choose another alert. Nothing was changed.',
		},
	);
}

async function deleteWebhook(session: Session, webhookId: string): Promise<void> {
	await unlessMissing(
		session.client.request('DELETE', recordPath('webhook', session.where, webhookId)),
	);
}

async function listWebhooks(session: Session): Promise<IDataObject[]> {
	return await session.client.listRecords(listPath('webhook', session.where), 'webhook');
}

/**
 * Whether what the static data says activation made is all still on the server, for the current
 * parameters (`properties`: the node's, to name a refused one by its label).
 */
export async function registrationExists(
	this: IHookFunctions,
	properties: INodeProperties[],
): Promise<boolean> {
	const base = webhookBase.call(this);
	const registration = registrationsOf.call(this)[base];
	if (!registration) return false;
	const config = readConfig.call(this, properties);
	const chosen = [...config.alertIds].sort().join(',');
	const registered = registration.alerts
		.map((hook) => hook.alertId)
		.sort()
		.join(',');
	if (locationKeyOf(registration) !== config.locationKey || chosen !== registered) return false;
	const session = sessionOf.call(this, config.where);
	const webhooks = new Map(
		(await listWebhooks(session)).map((webhook) => [String(webhook.id), webhook]),
	);
	for (const hook of registration.alerts) {
		if (webhooks.get(hook.webhookId)?.url !== webhookUrlFor(base, hook.alertId)) return false;
		const alert = await readAlert(session, hook.alertId, false);
		const channels = alert && channelList(alert);
		if (!channels?.some((channel) => isWebhookChannel(channel, new Set([hook.webhookId]))))
			return false;
	}
	return true;
}

/** The chosen alerts, read before anything changes; an older server (no `channels`) stops here. */
async function readChosenAlerts(
	this: IHookFunctions,
	session: Session,
	alertIds: string[],
): Promise<IDataObject[]> {
	const alerts: IDataObject[] = [];
	for (const alertId of alertIds) {
		const alert = await readAlert(session, alertId);
		if (!alert)
			throw new NodeOperationError(
				this.getNode(),
				`The server answered no record for alert ${alertId}`,
			);
		if (!channelList(alert)) {
			throw new NodeOperationError(
				this.getNode(),
				'This server cannot add a notification channel to an alert: its alerts have no list of channels',
				{
					description:
						'Servers before 2026-08 notify one channel per alert, and registering this trigger would replace the alert\'s own notification target. Nothing was changed. Update the server, or use the "Observability Pipes Trigger" node (Alert State Changed), which polls instead.',
				},
			);
		}
		alerts.push(alert);
	}
	return alerts;
}

/** Webhooks an earlier activation made for this URL that are still around (static data, or found on the server by URL). */
function leftoversOf(
	base: string,
	previous: Registration | undefined,
	webhooks: IDataObject[],
): Set<string> {
	const ids = new Set(previous?.alerts.map((hook) => hook.webhookId) ?? []);
	const prefix = webhookUrlFor(base, '');
	for (const webhook of webhooks)
		if (typeof webhook.url === 'string' && webhook.url.startsWith(prefix))
			ids.add(String(webhook.id));
	return ids;
}

/**
 * The webhook's name: the workflow and the alert, and a tag of the webhook's URL. The
 * self-hosted server keeps one webhook per service and name (a unique index: a second one is a
 * 400), and two alerts may share a name, two workflows too, and a workflow listens for a test
 * event while it is active: the URL (workflow, test or production, alert) tells them apart.
 */
function webhookName(
	this: IHookFunctions,
	alert: IDataObject,
	alertId: string,
	url: string,
): string {
	const workflow = this.getWorkflow();
	const name = `n8n: ${workflow.name ?? workflow.id ?? 'workflow'} (alert ${String(alert.name ?? alertId)})`;
	const tag = ` #${sha256Hex(url).slice(0, 8)}`;
	return name.length + tag.length > MAX_WEBHOOK_NAME
		? `${name.slice(0, MAX_WEBHOOK_NAME - tag.length - 1)}…${tag}`
		: `${name}${tag}`;
}

/**
 * Registers a webhook for each chosen alert and adds it to the alert's channels. Every check
 * comes first; a failure half way undoes what was done, so activation either completes or
 * leaves the server as it found it (leftovers of an earlier activation aside).
 */
export async function register(
	this: IHookFunctions,
	properties: INodeProperties[],
): Promise<boolean> {
	const config = readConfig.call(this, properties);
	const session = sessionOf.call(this, config.where);
	const base = webhookBase.call(this);
	const registrations = registrationsOf.call(this);
	const alerts = await readChosenAlerts.call(this, session, config.alertIds);
	const leftovers = leftoversOf(base, registrations[base], await listWebhooks(session));
	const kept = alerts.map((alert) =>
		(channelList(alert) ?? []).filter((channel) => !isWebhookChannel(channel, leftovers)),
	);
	kept.forEach((channels, index) => {
		if (channels.length >= MAX_CHANNELS)
			throw tooManyChannelsError.call(this, config.alertIds[index], channels.length);
	});

	// An earlier activation's webhooks go first: the server keeps one webhook per URL.
	await removeLeftovers(session, registrations[base], leftovers, config.alertIds);

	const secret = randomString(SECRET_LENGTH);
	const hooks: AlertHook[] = [];
	try {
		for (const [index, alertId] of config.alertIds.entries()) {
			const webhook = await session.client.request<unknown>(
				'POST',
				listPath('webhook', session.where),
				{
					body: {
						name: webhookName.call(this, alerts[index], alertId, webhookUrlFor(base, alertId)),
						service: 'generic',
						url: webhookUrlFor(base, alertId),
						description:
							'Made by the n8n node "Observability Pipes Webhook Trigger"; removed when the workflow is deactivated',
						body: BODY_TEMPLATE,
						headers: { [SECRET_HEADER]: secret },
					},
				},
			);
			if (!isObject(webhook) || typeof webhook.id !== 'string')
				throw new NodeOperationError(
					this.getNode(),
					'The server answered a new webhook without its id',
				);
			hooks.push({
				alertId,
				webhookId: webhook.id,
				name: typeof alerts[index].name === 'string' ? alerts[index].name : null,
			});
		}
		for (const hook of hooks) {
			const settled = await changeAlert(
				session,
				hook.alertId,
				addingChannel(hook.webhookId, leftovers),
			).catch(async (error: unknown) => {
				// The others filled the alert since it was checked.
				if (error instanceof TooManyChannels)
					throw tooManyChannelsError.call(this, hook.alertId, error.count);
				return await Promise.reject(error as Error);
			});
			if (settled.outcome === 'gone')
				throw new NodeOperationError(
					this.getNode(),
					`Alert ${hook.alertId} was deleted while the workflow was being activated`,
				);
			if (settled.outcome === 'unsettled') throw unsettledError.call(this, hook.alertId, 'add');
		}
	} catch (caught) {
		await undo(session, hooks);
		const error =
			caught instanceof NodeApiError || caught instanceof NodeOperationError
				? caught
				: new NodeOperationError(this.getNode(), caught as Error);
		throw error;
	}
	registrations[base] = {
		locationKey: config.locationKey,
		where: config.where,
		secret,
		alerts: hooks,
	};
	return true;
}

/** Takes the webhooks made off their alerts' channels, and deletes them. Best effort: the first error is the one reported. */
async function undo(session: Session, hooks: AlertHook[]): Promise<void> {
	for (const hook of hooks) {
		await changeAlert(session, hook.alertId, removingChannels(new Set([hook.webhookId]))).catch(
			() => undefined,
		);
	}
	for (const hook of hooks) await deleteWebhook(session, hook.webhookId).catch(() => undefined);
}

/**
 * An earlier activation's webhooks (lost by the server or left by a failed deactivation):
 * off the channels of the chosen alerts and of the alerts it was made for, then deleted.
 * Best effort: what cannot go stays, and a new webhook at the same URL then fails with the
 * server's text.
 */
async function removeLeftovers(
	session: Session,
	previous: Registration | undefined,
	leftovers: Set<string>,
	alertIds: string[],
): Promise<void> {
	if (!leftovers.size) return;
	for (const alertId of alertIds) await changeAlert(session, alertId, removingChannels(leftovers));
	for (const hook of previous?.alerts ?? []) {
		if (!alertIds.includes(hook.alertId))
			await changeAlert(session, hook.alertId, removingChannels(new Set([hook.webhookId]))).catch(
				() => undefined,
			);
	}
	for (const webhookId of leftovers) await deleteWebhook(session, webhookId).catch(() => undefined);
}

/** Undoes what activation did for this URL: each webhook off its alert's channels, then deleted. */
export async function unregister(this: IHookFunctions): Promise<boolean> {
	const base = webhookBase.call(this);
	const registrations = registrationsOf.call(this);
	const registration = registrations[base];
	if (!registration) return true;
	const session = sessionOf.call(this, registration.where);
	for (const hook of registration.alerts) {
		// The last channel cannot go (an alert has at least one): deleting the webhook then tells the server.
		const plan = removingChannels(new Set([hook.webhookId]));
		if ((await changeAlert(session, hook.alertId, plan)).outcome === 'unsettled')
			throw unsettledError.call(this, hook.alertId, 'remove');
		await deleteWebhook(session, hook.webhookId);
		// A writer that read the alert before the change may have written the channel back since.
		if ((await changeAlert(session, hook.alertId, plan)).outcome === 'unsettled')
			throw unsettledError.call(this, hook.alertId, 'remove');
	}
	delete registrations[base];
	return true;
}
