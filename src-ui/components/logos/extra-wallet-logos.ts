import argent from '@web3icons/core/svgs/wallets/background/argent.svg.js'
import backpack from '@web3icons/core/svgs/wallets/background/backpack.svg.js'
import coin98 from '@web3icons/core/svgs/wallets/background/coin98.svg.js'
import enkrypt from '@web3icons/core/svgs/wallets/background/enkrypt.svg.js'
import exodus from '@web3icons/core/svgs/wallets/background/exodus.svg.js'
import imToken from '@web3icons/core/svgs/wallets/background/imtoken.svg.js'
import kraken from '@web3icons/core/svgs/wallets/background/kraken.svg.js'
import ledger from '@web3icons/core/svgs/wallets/background/ledger.svg.js'
import mew from '@web3icons/core/svgs/wallets/background/my-ether-wallet.svg.js'
import okx from '@web3icons/core/svgs/wallets/background/okx.svg.js'
import phantom from '@web3icons/core/svgs/wallets/background/phantom.svg.js'
import rabby from '@web3icons/core/svgs/wallets/background/rabby.svg.js'
import ronin from '@web3icons/core/svgs/wallets/background/ronin.svg.js'
import tokenPocket from '@web3icons/core/svgs/wallets/background/token-pocket.svg.js'
import trust from '@web3icons/core/svgs/wallets/background/trust.svg.js'
import xdefi from '@web3icons/core/svgs/wallets/background/xdefi.svg.js'
import zengo from '@web3icons/core/svgs/wallets/background/zengo.svg.js'
import zerion from '@web3icons/core/svgs/wallets/background/zerion.svg.js'
import { svgDataUrl } from './drawn-logos.js'

/**
 * The logos of the wallets an app may name beside the default ones, by wallet id, as `data:` URLs
 * of the icon package's whole-tile pictures. A chunk of its own, fetched only when one of these
 * wallets is shown: an app that lists only the default wallets never loads it.
 */
export const EXTRA_WALLET_LOGOS: Readonly<Record<string, string>> = {
  argent: svgDataUrl(argent),
  backpack: svgDataUrl(backpack),
  coin98: svgDataUrl(coin98),
  enkrypt: svgDataUrl(enkrypt),
  exodus: svgDataUrl(exodus),
  imToken: svgDataUrl(imToken),
  kraken: svgDataUrl(kraken),
  ledger: svgDataUrl(ledger),
  mew: svgDataUrl(mew),
  okx: svgDataUrl(okx),
  phantom: svgDataUrl(phantom),
  rabby: svgDataUrl(rabby),
  ronin: svgDataUrl(ronin),
  tokenPocket: svgDataUrl(tokenPocket),
  trust: svgDataUrl(trust),
  xdefi: svgDataUrl(xdefi),
  zengo: svgDataUrl(zengo),
  zerion: svgDataUrl(zerion),
}
