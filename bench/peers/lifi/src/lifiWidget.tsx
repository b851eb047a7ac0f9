// LI.FI's widget alone, as its docs add it.
import { LiFiWidget } from '@lifi/widget'
import { mount } from './host'

mount(<LiFiWidget integrator="bench" />)
