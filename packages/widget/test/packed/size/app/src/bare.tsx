// The baseline: the host alone. Every other entry's figure is its build minus this one's.
import { mount } from './host'

mount(<p>bare</p>)
