import { addressMessages } from './addressMessages'
import { amountMessages } from './amountMessages'
import { appBalanceMessages } from './appBalanceMessages'
import { checkoutMessages } from './checkoutMessages'
import { historyMessages } from './historyMessages'
import { panelMessages } from './panelMessages'
import { progressMessages } from './progressMessages'
import { quoteMessages } from './quoteMessages'
import { recoveryMessages } from './recoveryMessages'
import { reviewMessages } from './reviewMessages'
import { sponsorshipMessages } from './sponsorshipMessages'
import { statusMessages } from './statusMessages'
import { tokenMessages } from './tokenMessages'

/**
 * Every string the widget shows, in one object: a host overrides any part of it through the `messages` prop
 * (`{ amount: { max: 'Tout' } }`), for another language or its own tone. Functions take the values they print.
 * One file per group (`amountMessages.ts`, ...), composed here.
 */
export const defaultMessages = {
  address: addressMessages,
  amount: amountMessages,
  history: historyMessages,
  appBalance: appBalanceMessages,
  checkout: checkoutMessages,
  panel: panelMessages,
  progress: progressMessages,
  quote: quoteMessages,
  recovery: recoveryMessages,
  review: reviewMessages,
  sponsorship: sponsorshipMessages,
  status: statusMessages,
  token: tokenMessages,
}

/** The widget's messages: the shape of {@link defaultMessages}. */
export type Messages = typeof defaultMessages
