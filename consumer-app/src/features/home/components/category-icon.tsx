// An icon per known category; unknown categories get a generic one.
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import ApartmentIcon from '@mui/icons-material/Apartment';
import BusinessCenterIcon from '@mui/icons-material/BusinessCenter';
import GenericCategoryIcon from '@mui/icons-material/Category';
import CheckroomIcon from '@mui/icons-material/Checkroom';
import CodeIcon from '@mui/icons-material/Code';
import ComputerIcon from '@mui/icons-material/Computer';
import DeliveryDiningIcon from '@mui/icons-material/DeliveryDining';
import DevicesIcon from '@mui/icons-material/Devices';
import DirectionsBusIcon from '@mui/icons-material/DirectionsBus';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import FlightIcon from '@mui/icons-material/Flight';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import HandymanIcon from '@mui/icons-material/Handyman';
import HikingIcon from '@mui/icons-material/Hiking';
import HotelIcon from '@mui/icons-material/Hotel';
import LocalGroceryStoreIcon from '@mui/icons-material/LocalGroceryStore';
import LocalPharmacyIcon from '@mui/icons-material/LocalPharmacy';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import MovieIcon from '@mui/icons-material/Movie';
import PaymentsIcon from '@mui/icons-material/Payments';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import ShareIcon from '@mui/icons-material/Share';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import SpaIcon from '@mui/icons-material/Spa';
import SportsEsportsIcon from '@mui/icons-material/SportsEsports';
import StorefrontIcon from '@mui/icons-material/Storefront';
import YardIcon from '@mui/icons-material/Yard';
import { type SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';

const ICONS: Record<string, ComponentType<SvgIconProps>> = {
  'E-commerce': ShoppingCartIcon,
  Restaurants: RestaurantIcon,
  'Real Estate': ApartmentIcon,
  Automotive: DirectionsCarIcon,
  Technology: ComputerIcon,
  Travel: FlightTakeoffIcon,
  Retail: StorefrontIcon,
  Electronics: DevicesIcon,
  Entertainment: MovieIcon,
  Finance: PaymentsIcon,
  Logistics: LocalShippingIcon,
  Airlines: FlightIcon,
  'Social Media': ShareIcon,
  Software: CodeIcon,
  Fashion: CheckroomIcon,
  Gaming: SportsEsportsIcon,
  Banking: AccountBalanceIcon,
  Telecommunications: PhoneInTalkIcon,
  'Food Delivery': DeliveryDiningIcon,
  Hotels: HotelIcon,
  'Home Improvement': HandymanIcon,
  Grocery: LocalGroceryStoreIcon,
  Beauty: SpaIcon,
  Pharmacy: LocalPharmacyIcon,
  'Home & Garden': YardIcon,
  Transportation: DirectionsBusIcon,
  Business: BusinessCenterIcon,
  Outdoor: HikingIcon,
  Books: MenuBookIcon,
};

export function CategoryIcon({ name, ...props }: { name: string } & SvgIconProps) {
  const Icon = ICONS[name] ?? GenericCategoryIcon;
  return <Icon aria-hidden {...props} />;
}
